import { memberOps } from '@cc/contracts/directory-members';
import type { Role } from '@cc/contracts/roles';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { guardedRoute } from '../../platform/http/guarded-route';
import { unitMembers, units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { announceAccessChange } from '../../platform/tenancy/access-change';
import { roleHolds } from '../../platform/tenancy/permissions';
import { memberships } from '../../platform/tenancy/tables';
import { forbidden, notFound } from './refusals';
import { TAGS } from './unit-queries';

async function findMember(tx: Executor, scope: CommunityScope, email: string) {
  const [m] = await tx
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(scope.owns(memberships, eq(users.email, email)));
  if (!m) throw notFound('MEMBER_NOT_FOUND', { email });
  return m;
}

/**
 * Nobody changes their own standing (no self-promotion, no locking oneself out), and ADMIN is
 * granted or taken only by a role that may change settings, so DIRECTORY:approve cannot be
 * turned into SETTING:write.
 */
async function assertMayChange(
  tx: Executor,
  request: FastifyRequest,
  target: { userId: string; role: Role },
  to?: Role,
) {
  if (target.userId === request.user.id) {
    throw forbidden('SELF_CHANGE');
  }
  if (target.role === 'ADMIN' || to === 'ADMIN') {
    if (!(await roleHolds(tx, request.community.id, request.community.role, 'SETTING:write'))) {
      throw forbidden('ADMIN_ONLY');
    }
  }
}

export async function peopleChangeRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, memberOps.memberRole, TAGS),
    handler: async (request) => {
      const { userID, role } = request.body;
      const scope = request.scope;
      const changed = await scope.run(async (tx) => {
        const target = await findMember(tx, scope, userID);
        await assertMayChange(tx, request, target, role);
        if (target.role === role) return undefined;
        await tx
          .update(memberships)
          .set({ role })
          .where(scope.owns(memberships, eq(memberships.userId, target.userId)));
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'member.role',
          target: userID,
          before: { role: target.role },
          after: { role },
        });
        return target.userId;
      });
      if (changed) await announceAccessChange(s.db, { communityId: scope.communityId, userId: changed });
      return { isSuccess: true as const };
    },
  });

  r.route({
    ...guardedRoute(s, memberOps.memberRemove, TAGS),
    handler: async (request) => {
      const { userID, reason } = request.body;
      const scope = request.scope;
      const userId = await scope.run(async (tx) => {
        const target = await findMember(tx, scope, userID);
        await assertMayChange(tx, request, target);
        const left = await tx
          .delete(unitMembers)
          .where(scope.owns(unitMembers, eq(unitMembers.userId, target.userId)))
          .returning({ unitId: unitMembers.unitId, unitRole: unitMembers.unitRole });
        await tx.delete(memberships).where(scope.owns(memberships, eq(memberships.userId, target.userId)));
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'member.remove',
          target: userID,
          before: { role: target.role, units: left },
          after: { reason },
        });
        return target.userId;
      });
      // The guard refuses their next request, on every instance; this ends the live socket too.
      await announceAccessChange(s.db, { communityId: scope.communityId, userId });
      await s.realtime.closeMemberSockets(scope.communityId, userId);
      return { isSuccess: true as const };
    },
  });

  r.route({
    ...guardedRoute(s, memberOps.unitMemberRole, TAGS),
    handler: async (request) => {
      const { unitNo, userID, unitRole } = request.body;
      const scope = request.scope;
      await scope.run(async (tx) => {
        const row = await findUnitMember(tx, scope, unitNo, userID);
        if (row.unitRole === unitRole) return;
        await tx
          .update(unitMembers)
          .set({ unitRole })
          .where(
            scope.owns(unitMembers, eq(unitMembers.unitId, row.unitId), eq(unitMembers.userId, row.userId)),
          );
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'unit.member.role',
          target: `${unitNo} ${userID}`,
          before: { unitRole: row.unitRole },
          after: { unitRole },
        });
      });
      return { isSuccess: true as const };
    },
  });

  // A resident is in the community because of a unit: the last unit gone, so is the membership.
  // Staff and committee keep theirs.
  r.route({
    ...guardedRoute(s, memberOps.unitMemberKick, TAGS),
    handler: async (request) => {
      const { unitNo, userID, reason } = request.body;
      const scope = request.scope;
      const { userId, removedFromCommunity } = await scope.run(async (tx) => {
        const row = await findUnitMember(tx, scope, unitNo, userID);
        await tx
          .delete(unitMembers)
          .where(
            scope.owns(unitMembers, eq(unitMembers.unitId, row.unitId), eq(unitMembers.userId, row.userId)),
          );
        const [otherUnit] = await tx
          .select({ unitId: unitMembers.unitId })
          .from(unitMembers)
          .where(scope.owns(unitMembers, eq(unitMembers.userId, row.userId)))
          .limit(1);
        const leaves = !otherUnit && row.role === 'RESIDENT';
        if (leaves)
          await tx.delete(memberships).where(scope.owns(memberships, eq(memberships.userId, row.userId)));
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'unit.member.kick',
          target: `${unitNo} ${userID}`,
          before: { unitRole: row.unitRole, role: row.role },
          after: { reason, removedFromCommunity: leaves },
        });
        return { userId: row.userId, removedFromCommunity: leaves };
      });
      // Only someone who left the community loses the live socket: its close code tells the
      // console not to reconnect, which would be wrong for a member who still belongs.
      if (removedFromCommunity) {
        await announceAccessChange(s.db, { communityId: scope.communityId, userId });
        await s.realtime.closeMemberSockets(scope.communityId, userId);
      }
      return { isSuccess: true as const, data: { removedFromCommunity } };
    },
  });
}

async function findUnitMember(tx: Executor, scope: CommunityScope, unitNo: string, email: string) {
  const [row] = await tx
    .select({
      unitId: unitMembers.unitId,
      userId: unitMembers.userId,
      unitRole: unitMembers.unitRole,
      role: memberships.role,
    })
    .from(unitMembers)
    .innerJoin(units, and(eq(units.id, unitMembers.unitId), eq(units.communityId, unitMembers.communityId)))
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.communityId, unitMembers.communityId), eq(memberships.userId, unitMembers.userId)),
    )
    .where(scope.owns(unitMembers, eq(units.unitNo, unitNo), eq(users.email, email)));
  if (!row) throw notFound('UNIT_MEMBER_NOT_FOUND', { email, unitNo });
  return row;
}
