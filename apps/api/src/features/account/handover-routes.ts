import { sessionOps } from '@cc/contracts/session';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashSecret, newSecret } from '../../platform/auth/secrets';
import { oneTimeTokens } from '../../platform/auth/tables';
import { acrossCommunities } from '../../platform/db/across-communities';
import { communityDefault } from '../../platform/http/community-default';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { memberships } from '../../platform/tenancy/tables';
import { currentCommunityOf } from './preference-queries';
import { findUser } from './profile';
import { badRequest, forbidden } from './refusals';
import { startSession } from './sign-in';

/** Long enough to open a tab, short enough that a leaked URL is useless. */
const HANDOVER_SECONDS = 120;

export async function handoverRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    // Spec 7's body is `userID` and `feature` alone: the handover is then for the community the
    // user is working in (their current-community preference), still subject to the guard there.
    ...guardedRoute(
      s,
      sessionOps.handover,
      ['account'],
      communityDefault(sessionOps.handover, (request) => currentCommunityOf(s.db, request.user.id)),
    ),
    handler: async (request) => {
      // The stored e-mail, not the token's: a changed e-mail counts at once.
      const me = await findUser(s.db, request.user.id);
      if (request.body.userID.toLowerCase() !== me.email) {
        throw forbidden('NOT_YOURSELF');
      }
      const tokenID = newSecret();
      await request.scope.run((tx) =>
        tx.insert(oneTimeTokens).values({
          tokenHash: hashSecret(tokenID),
          purpose: 'GUARD_HANDOVER',
          userId: request.user.id,
          communityId: request.community.id,
          expiresAt: new Date(Date.now() + HANDOVER_SECONDS * 1000),
        }),
      );
      return { isSuccess: true as const, message: 'OK', data: { tokenID } };
    },
  });

  r.route({
    ...guardedRoute(s, sessionOps.handoverRedeem, ['account']),
    handler: async (request) => {
      // The token names its community: it is found by its secret alone, then the member checked.
      const { claimed, member } = await acrossCommunities(s.db, 'handover', async (tx) => {
        const [claimed] = await tx
          .update(oneTimeTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(oneTimeTokens.tokenHash, hashSecret(request.body.tokenID)),
              eq(oneTimeTokens.purpose, 'GUARD_HANDOVER'),
              isNull(oneTimeTokens.usedAt),
              gt(oneTimeTokens.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!claimed) throw badRequest('INVALID_HANDOVER');
        const [member] = await tx
          .select({ role: memberships.role })
          .from(memberships)
          .where(
            and(eq(memberships.userId, claimed.userId), eq(memberships.communityId, claimed.communityId!)),
          );
        return { claimed, member };
      });
      const communityId = claimed.communityId!;
      if (!member) throw forbidden('NO_LONGER_MEMBER');
      const user = await findUser(s.db, claimed.userId);
      const tokens = await startSession(s, user);
      return {
        isSuccess: true as const,
        data: {
          userID: user.email,
          communityID: communityId,
          role: member.role,
          access_token: tokens.access_token,
          refresh_token: tokens.refresh_token,
          expires_in: tokens.expires_in,
        },
      };
    },
  });
}
