import { type INVITATION_STATUSES, invitationOps } from '@cc/contracts/invitation';
import { signupSchema } from '@cc/contracts/session';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/record-audit';
import { assertAcceptablePassword, hashPassword } from '../../platform/auth/passwords';
import { users } from '../../platform/auth/tables';
import { acrossCommunities } from '../../platform/db/across-communities';
import { communityScope } from '../../platform/db/community-scope';
import { guardedRoute } from '../../platform/http/guarded-route';
import { describeIssues } from '../../platform/i18n/validation-message';
import { unitMembers, units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { announceAccessChange } from '../../platform/tenancy/access-change';
import { communities, memberships } from '../../platform/tenancy/tables';
import { pendingCode, statusOf } from './invitation-queries';
import { badRequest, conflict } from './refusals';
import { invitationCodes as inv } from './tables';
import { TAGS } from './unit-queries';

const REFUSALS = {
  USED: 'INVITATION_USED',
  EXPIRED: 'INVITATION_EXPIRED',
  REVOKED: 'INVITATION_REVOKED',
} as const satisfies Record<Exclude<(typeof INVITATION_STATUSES)[number], 'PENDING'>, string>;
type RedeemBody = z.infer<typeof invitationOps.redeem.body>;

/** Who redeems: the signed-in user (bearer token), or a new account from the sign-up fields. */
async function redeemer(s: AppServices, request: FastifyRequest, body: RedeemBody) {
  if (request.headers.authorization) {
    await s.authenticate(request);
    return { kind: 'existing' as const, id: request.user.id, email: request.user.email };
  }
  const { code: _, ...fields } = body;
  const parsed = signupSchema.safeParse(fields);
  if (!parsed.success) {
    const { issues } = parsed.error;
    throw badRequest('SIGNUP_INVALID', { problems: { inLanguage: (lang) => describeIssues(issues, lang) } });
  }
  const { email, password, firstname, lastname, mobile } = parsed.data;
  assertAcceptablePassword(password, email);
  return {
    kind: 'new' as const,
    email,
    firstname,
    lastname,
    mobile,
    passwordHash: await hashPassword(password),
  };
}

export async function redeemRoutes(app: FastifyInstance, s: AppServices) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...guardedRoute(s, invitationOps.redeem, TAGS),
    handler: async (request) => {
      await s.limits.redeem.check(request.ip);
      const { code } = request.body;
      // The code is the only thing that names its community, so it is looked up in every one.
      const [found] = await acrossCommunities(s.db, 'invitation-code', (tx) =>
        tx.select({ communityId: inv.communityId, status: statusOf }).from(inv).where(eq(inv.code, code)),
      );
      if (!found) {
        await s.limits.redeem.hit(request.ip);
        throw badRequest('INVITATION_INVALID');
      }
      // Refused before any password is hashed; the claim below checks again, against races.
      if (found.status !== 'PENDING') throw badRequest(REFUSALS[found.status]);
      const who = await redeemer(s, request, request.body);
      // From here the code tells the community, and every row is written through its scope.
      const scope = communityScope(s.db, found.communityId);
      const data = await scope.run(async (tx) => {
        const [claimed] = await tx
          .update(inv)
          .set({ usedAt: new Date() })
          .where(scope.owns(inv, eq(inv.code, code), pendingCode()))
          .returning();
        if (!claimed) {
          const [row] = await tx
            .select()
            .from(inv)
            .where(scope.owns(inv, eq(inv.code, code)));
          const status = row?.revokedAt ? 'REVOKED' : row?.usedAt ? 'USED' : 'EXPIRED';
          throw badRequest(REFUSALS[status]);
        }
        let userId: string;
        if (who.kind === 'new') {
          const { kind: _, ...values } = who;
          const [created] = await tx
            .insert(users)
            .values(values)
            .onConflictDoNothing()
            .returning({ id: users.id });
          if (!created) {
            throw conflict('EMAIL_TAKEN_SIGN_IN_TO_REDEEM');
          }
          userId = created.id;
        } else userId = who.id;
        await tx
          .update(inv)
          .set({ usedBy: userId })
          .where(scope.owns(inv, eq(inv.code, code)));

        // A resident code never lowers a standing role (a committee member moving in stays committee).
        const [member] = await tx
          .select()
          .from(memberships)
          .where(scope.owns(memberships, eq(memberships.userId, userId)));
        const role = claimed.kind === 'STAFF' || !member ? claimed.role : member.role;
        if (!member) await tx.insert(memberships).values({ communityId: scope.communityId, userId, role });
        else if (member.role !== role)
          await tx
            .update(memberships)
            .set({ role })
            .where(scope.owns(memberships, eq(memberships.userId, userId)));

        let unitNo: string | null = null;
        if (claimed.unitId) {
          const [unit] = await tx
            .select()
            .from(units)
            .where(scope.owns(units, eq(units.id, claimed.unitId)));
          unitNo = unit!.unitNo;
          const [joined] = await tx
            .insert(unitMembers)
            .values({
              communityId: scope.communityId,
              unitId: claimed.unitId,
              userId,
              unitRole: claimed.unitRole!,
            })
            .onConflictDoNothing()
            .returning();
          if (!joined) throw conflict('ALREADY_IN_UNIT', { unitNo });
        }
        const [community] = await tx.select().from(communities).where(eq(communities.id, scope.communityId));
        await recordAudit(tx, {
          communityId: scope.communityId,
          actorUserId: userId,
          actor: who.email,
          action: 'invitation.redeem',
          target: code,
          before: member ? { role: member.role } : null,
          after: { role, unitNo, unitRole: claimed.unitRole },
        });
        return {
          userID: who.email,
          communityID: scope.communityId,
          communityName: community!.name,
          role,
          unitNo,
          unitRole: claimed.unitRole,
          newAccount: who.kind === 'new',
        };
      });
      request.log.info({ communityId: data.communityID, role: data.role }, 'invitation redeemed');
      // A standing member's role may have risen: no instance may go on by the old one. (Rare
      // enough that forgetting the whole community's members costs nothing worth a finer key.)
      await announceAccessChange(s.db, { communityId: scope.communityId });
      return { isSuccess: true as const, data };
    },
  });
}
