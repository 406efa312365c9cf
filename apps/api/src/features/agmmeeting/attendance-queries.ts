import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { memberships } from '../../platform/tenancy/tables';
import { agmAttendance, agmProxyHolders } from './tables';

/** The members attending a meeting with an account (owners online or in person, proxy holders): told live. */
export async function meetingAttendeeUsers(
  tx: Executor,
  scope: CommunityScope,
  meetingId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ a: agmAttendance.attendeeUserId, p: agmAttendance.proxyHolderUserId })
    .from(agmAttendance)
    .where(
      scope.owns(agmAttendance, eq(agmAttendance.meetingId, meetingId), isNull(agmAttendance.checkedOutAt)),
    );
  return [...new Set(rows.flatMap((r) => [r.a, r.p]).filter((u): u is string => u !== null))];
}

/** A person's name as the roll and the audit show it. */
/** People's names as the meeting's records keep them (full name, else e-mail), by user. */
export async function userNames(tx: Executor, userIds: readonly string[]) {
  const rows = await tx
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.email})`,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function userName(tx: Executor, userId: string): Promise<string> {
  return (await userNames(tx, [userId])).get(userId) ?? '';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the ID is a member of this community (a proxy holder who will cast from the app). */
export async function isMember(tx: Executor, scope: CommunityScope, userId: string): Promise<boolean> {
  if (!UUID.test(userId)) return false;
  const [row] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(scope.owns(memberships, eq(memberships.userId, userId)));
  return row !== undefined;
}

/**
 * Counts one more unit for a proxy holder, unless they hold the limit already. The upsert's row
 * lock orders concurrent registrations, and the condition reads the count after the lock, so
 * however many arrive together, no holder passes the limit. False: refused.
 */
export async function takeProxySlot(
  tx: Executor,
  scope: CommunityScope,
  meetingId: string,
  holderKey: string,
  max: number,
): Promise<boolean> {
  const rows = await tx
    .insert(agmProxyHolders)
    .values({ communityId: scope.communityId, meetingId, holderKey, units: 1 })
    .onConflictDoUpdate({
      target: [agmProxyHolders.meetingId, agmProxyHolders.holderKey],
      set: { units: sql`${agmProxyHolders.units} + 1` },
      setWhere: sql`${agmProxyHolders.units} < ${max}`,
    })
    .returning({ units: agmProxyHolders.units });
  return rows.length > 0;
}

export async function attendanceRow(tx: Executor, scope: CommunityScope, meetingId: string, unitId: string) {
  const [row] = await tx
    .select()
    .from(agmAttendance)
    .where(
      scope.owns(
        agmAttendance,
        and(eq(agmAttendance.meetingId, meetingId), eq(agmAttendance.unitId, unitId)),
      ),
    );
  return row ?? null;
}
