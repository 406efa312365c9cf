import { sessionOps } from '@cc/contracts/session';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdentities, userPreferences, users } from '../../platform/auth/tables';
import { routeOf } from '../../platform/http/route-of';
import type { AppServices } from '../../platform/services';
import { memberships } from '../../platform/tenancy/tables';
import { findUser, toProfile } from './profile';
import { badRequest } from './refusals';

export async function userRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(sessionOps.userInfo, ['account']),
    preHandler: s.authenticate,
    handler: async (request) => {
      const user = await findUser(s.db, request.user.id);
      return { isSuccess: true as const, userID: user.email, profile: toProfile(user), errorMessage: null };
    },
  });

  r.route({
    ...routeOf(sessionOps.identityCheck, ['account']),
    handler: async (request) => {
      await s.limits.identityCheck.check(request.ip);
      await s.limits.identityCheck.hit(request.ip);
      const { userIdentity, identityType } = request.query;
      const [row] =
        identityType === 'EMAIL'
          ? await s.db.select({ id: users.id }).from(users).where(eq(users.email, userIdentity.toLowerCase()))
          : await s.db
              .select({ id: userIdentities.userId })
              .from(userIdentities)
              .where(
                and(eq(userIdentities.provider, identityType), eq(userIdentities.subject, userIdentity)),
              );
      return { isSuccess: true as const, data: { exists: Boolean(row) } };
    },
  });

  r.route({
    ...routeOf(sessionOps.userPreferences, ['account']),
    preHandler: s.authenticate,
    handler: async (request) => {
      const rows = await s.db
        .select({ key: userPreferences.key, value: userPreferences.value })
        .from(userPreferences)
        .where(eq(userPreferences.userId, request.user.id));
      return { isSuccess: true as const, preferences: rows };
    },
  });

  r.route({
    ...routeOf(sessionOps.updatePreferences, ['account']),
    preHandler: s.authenticate,
    handler: async (request) => {
      const userId = request.user.id;
      const community = request.body.preferences.find((p) => p.key === 'current-community');
      if (community) {
        const [member] = await s.db
          .select({ role: memberships.role })
          .from(memberships)
          .where(and(eq(memberships.userId, userId), eq(memberships.communityId, community.value)));
        if (!member) throw badRequest('NOT_A_MEMBER');
      }
      await s.db
        .insert(userPreferences)
        .values(request.body.preferences.map((p) => ({ userId, key: p.key, value: p.value })))
        .onConflictDoUpdate({
          target: [userPreferences.userId, userPreferences.key],
          set: { value: sql`excluded.value` },
        });
      return { isSuccess: true as const };
    },
  });
}
