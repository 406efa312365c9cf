import { systemOps } from '@cc/contracts/system';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../version';
import { configuredProviders } from '../auth/social-settings';
import type { AppServices } from '../services';
import type { Readiness } from './readiness';
import { routeOf } from './route-of';

export async function systemRoutes(
  app: FastifyInstance,
  s: AppServices,
  readiness: () => Promise<Readiness>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const readyRoute = routeOf(systemOps.ready, ['system']);
  r.route({
    ...readyRoute,
    // The same body answers 503 when something is not ready, so a prober reads what.
    schema: {
      ...readyRoute.schema,
      response: { 200: systemOps.ready.response, 503: systemOps.ready.response },
    },
    handler: async (_request, reply) => {
      const { ready, checks } = await readiness();
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ isSuccess: ready, status: ready ? ('ready' as const) : ('not-ready' as const), checks });
    },
  });

  r.route({
    ...routeOf(systemOps.health, ['system']),
    handler: async () => {
      await s.db.execute(sql`select 1`);
      return { isSuccess: true as const, status: 'ok' as const, version: APP_VERSION };
    },
  });

  r.route({
    ...routeOf(systemOps.config, ['system']),
    handler: async () => ({
      isSuccess: true as const,
      data: {
        version: APP_VERSION,
        guardAppUrl: s.config.GUARD_APP_URL,
        // Only providers with a client ID and secret: the console hides the others' buttons.
        socialProviders: configuredProviders(s.config),
      },
    }),
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
