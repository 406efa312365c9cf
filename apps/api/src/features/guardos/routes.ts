import { guardosOps } from '@cc/contracts/guardos';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { allFeatures } from '../all-features';
import { guardMe } from './me';
import { offlinePack, stillFresh } from './offline-pack';

const TAGS = ['guardos'];

export async function guardosRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, guardosOps.me, TAGS),
    handler: async (request) => ({ isSuccess: true as const, data: await guardMe(request) }),
  });

  r.route({
    ...guardedRoute(s, guardosOps.offlinePack, TAGS),
    handler: async (request, reply) => {
      const { pack, etag } = await offlinePack(request, await allFeatures());
      // Private to the guard's phone, and asked again each time (the 304 makes that cheap).
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // 304 is no answer of the contract (it has no body): the plain reply sends it.
      if (stillFresh(request.headers['if-none-match'], etag)) return (reply as FastifyReply).code(304).send();
      return { isSuccess: true as const, data: pack };
    },
  });
}
