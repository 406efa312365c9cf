import { sessionOps } from '@cc/contracts/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { communityInfo } from '../../platform/tenancy/community-info';
import { communityFlags, listUserCommunities, userAcl } from './community-queries';

export async function communityFeature(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, sessionOps.userCommunities, ['community']),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await listUserCommunities(s.db, request.user.id),
    }),
  });

  r.route({
    ...guardedRoute(s, sessionOps.userAcl, ['community']),
    handler: async (request) => ({
      isSuccess: true as const,
      items: userAcl(request.access),
    }),
  });

  r.route({
    ...guardedRoute(s, sessionOps.communityFeatures, ['community']),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await communityFlags(request.scope, request.community),
    }),
  });

  r.route({
    ...guardedRoute(s, sessionOps.communityInfo, ['community']),
    handler: async (request) => {
      return { isSuccess: true as const, communityInfo: await communityInfo(s.db, request.community.id) };
    },
  });

  r.route({
    ...guardedRoute(s, sessionOps.usageStatus, ['community']),
    handler: async (request) => ({
      isSuccess: true as const,
      message: request.community.usageStatus === 'ACTIVE' ? 'OK' : 'The community is temporarily closed',
      data: { status: request.community.usageStatus },
    }),
  });
}
