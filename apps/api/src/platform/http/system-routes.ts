import { systemOps } from '@cc/contracts/system';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../version';
import type { AppServices } from '../services';
import { routeOf } from './route-of';

export async function systemRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
        socialProviders: {
          facebook: Boolean(s.config.FACEBOOK_APP_ID),
          apple: Boolean(s.config.APPLE_CLIENT_ID),
          google: Boolean(s.config.GOOGLE_CLIENT_ID),
        },
      },
    }),
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
