import { sessionOps } from '@cc/contracts/session';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/route-of';
import type { AppServices } from '../../platform/services';
import { communities } from '../../platform/tenancy/tables';
import { communityFlags, listUserCommunities, userAcl } from './community-access';

export async function communityFeature(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The session calls stay open while a community is SYSTEM_OFF: the console needs them to
  // show the suspension dialog.
  const member = [s.authenticate, s.requireCommunity({ allowSuspended: true })];

  r.route({
    ...routeOf(sessionOps.userCommunities, ['community']),
    preHandler: s.authenticate,
    handler: async (request) => ({
      isSuccess: true as const,
      items: await listUserCommunities(s.db, request.user.id),
    }),
  });

  r.route({
    ...routeOf(sessionOps.userAcl, ['community']),
    preHandler: member,
    handler: async (request) => ({ isSuccess: true as const, items: await userAcl(s.db, request.community) }),
  });

  r.route({
    ...routeOf(sessionOps.communityFeatures, ['community']),
    preHandler: member,
    handler: async (request) => ({
      isSuccess: true as const,
      items: await communityFlags(s.db, request.community),
    }),
  });

  r.route({
    ...routeOf(sessionOps.communityInfo, ['community']),
    preHandler: member,
    handler: async (request) => {
      const [c] = await s.db.select().from(communities).where(eq(communities.id, request.community.id));
      return {
        isSuccess: true as const,
        communityInfo: {
          communityID: c!.id,
          communityName: c!.name,
          communityType: c!.type,
          imageUrl: c!.imageUrl,
          address: c!.address,
          timeZone: c!.timeZone,
          currency: c!.currency,
        },
      };
    },
  });

  r.route({
    ...routeOf(sessionOps.usageStatus, ['community']),
    preHandler: member,
    handler: async (request) => ({
      isSuccess: true as const,
      message: request.community.usageStatus === 'ACTIVE' ? 'OK' : 'The community is temporarily closed',
      data: { status: request.community.usageStatus },
    }),
  });
}
