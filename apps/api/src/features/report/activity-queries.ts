import { and, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/tables';
import { users } from '../../platform/auth/tables';
import type { Executor, Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { unitMembers, units } from '../../platform/residence/tables';
import { memberships } from '../../platform/tenancy/tables';
import type { ActiveYear } from './active-years';
import { yearStretches } from './active-years';
import { actionDays, actionRollups, activeDays, activeYears, signInEvents } from './tables';

/** Marks the member active in the community on the day; a second call that day changes nothing. */
export async function markActive(
  tx: Executor,
  communityId: string,
  userId: string,
  day: string,
  role: string,
) {
  await tx.insert(activeDays).values({ communityId, userId, day, role }).onConflictDoNothing();
}

/** The members' year rows of the years [fromYear, toYear]: one bit a day, '1' active. */
export async function activeYearRows(
  tx: Transaction,
  scope: CommunityScope,
  fromYear: number,
  toYear: number,
): Promise<ActiveYear[]> {
  return tx
    .select({
      userId: activeYears.userId,
      role: activeYears.role,
      year: activeYears.year,
      days: activeYears.days,
    })
    .from(activeYears)
    .where(scope.owns(activeYears, gte(activeYears.year, fromYear), lte(activeYears.year, toYear)));
}

/** The community's units, and those with a resident (by today's unit membership) active in [from, to]. */
export async function unitsWithActiveResident(
  tx: Transaction,
  scope: CommunityScope,
  from: string,
  to: string,
) {
  const [all] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(units)
    .where(scope.owns(units));
  const inRange = or(
    ...yearStretches(from, to).map(
      (s) =>
        sql`(${activeYears.year} = ${s.year} and bit_count(substring(${activeYears.days} from ${s.start}::int for ${s.length}::int)) > 0)`,
    ),
  );
  const active = tx
    .selectDistinct({ userId: activeYears.userId })
    .from(activeYears)
    .where(scope.owns(activeYears, eq(activeYears.role, 'RESIDENT'), inRange));
  const [hit] = await tx
    .select({ n: sql<number>`count(distinct ${unitMembers.unitId})`.mapWith(Number) })
    .from(unitMembers)
    .where(scope.owns(unitMembers, inArray(unitMembers.userId, active)));
  return { total: all?.n ?? 0, active: hit?.n ?? 0 };
}

/** The last community day rolled up into audit_action_days, or null before the first roll-up. */
export async function actionsRolledThrough(tx: Executor, scope: CommunityScope) {
  const [row] = await tx
    .select({ through: actionRollups.through })
    .from(actionRollups)
    .where(scope.owns(actionRollups));
  return row?.through ?? null;
}

/** Rolled-up actions per person over the closed days [from, to]. */
export async function rolledActionsPerPerson(
  tx: Transaction,
  scope: CommunityScope,
  from: string,
  to: string,
) {
  return tx
    .select({ userId: actionDays.userId, actions: sql<number>`sum(${actionDays.actions})`.mapWith(Number) })
    .from(actionDays)
    .where(scope.owns(actionDays, gte(actionDays.day, from), lte(actionDays.day, to)))
    .groupBy(actionDays.userId);
}

/**
 * Counts again the actions of the community days from `from` (every day when null) through
 * `through`, in the community's time zone, replacing what was rolled before, and moves the mark
 * to `through`. Counting a day again gives the same rows, so a rerun is harmless.
 */
export async function rollUpActions(
  tx: Executor,
  scope: CommunityScope,
  timeZone: string,
  from: Date | null,
  before: Date,
  through: string,
) {
  await tx.execute(sql`
    insert into ${actionDays} (community_id, day, user_id, actions)
    select community_id, (at at time zone ${timeZone})::date, actor_user_id, count(*)::int
    from ${auditLog}
    where community_id = ${scope.communityId} and actor_user_id is not null
      and at < ${before} ${from ? sql`and at >= ${from}` : sql``}
    group by 1, 2, 3
    on conflict (community_id, day, user_id) do update set actions = excluded.actions`);
  await tx
    .insert(actionRollups)
    .values({ communityId: scope.communityId, through })
    .onConflictDoUpdate({ target: actionRollups.communityId, set: { through } });
}

/** Audit-log actions per person in [from, to) instants (the scheduler and the operator are no person). */
export async function actionsPerPerson(tx: Transaction, scope: CommunityScope, from: Date, to: Date) {
  return tx
    .select({ userId: auditLog.actorUserId, actions: sql<number>`count(*)`.mapWith(Number) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.communityId, scope.communityId),
        gte(auditLog.at, from),
        lt(auditLog.at, to),
        sql`${auditLog.actorUserId} is not null`,
      ),
    )
    .groupBy(auditLog.actorUserId);
}

/** Names, e-mails and today's roles in this community of the given people. */
export async function peopleOf(tx: Transaction, scope: CommunityScope, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: memberships.role,
    })
    .from(users)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.communityId, scope.communityId)),
    )
    .where(inArray(users.id, [...userIds]));
}

/** The latest sign-in attempts in [from, to) of the community's members. */
export async function memberSignIns(
  tx: Transaction,
  scope: CommunityScope,
  from: Date,
  to: Date,
  limit: number,
) {
  return tx
    .select({
      at: signInEvents.at,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      method: signInEvents.method,
      success: signInEvents.success,
      browser: signInEvents.browser,
    })
    .from(signInEvents)
    .innerJoin(
      memberships,
      and(eq(memberships.userId, signInEvents.userId), eq(memberships.communityId, scope.communityId)),
    )
    .innerJoin(users, eq(users.id, signInEvents.userId))
    .where(and(gte(signInEvents.at, from), lt(signInEvents.at, to)))
    .orderBy(desc(signInEvents.at))
    .limit(limit);
}

/** Deletes sign-in attempts older than `before`, a batch at a time; answers how many went. */
export async function pruneSignIns(db: Executor, before: Date, batch: number) {
  const doomed = db
    .select({ id: signInEvents.id })
    .from(signInEvents)
    .where(lt(signInEvents.at, before))
    .limit(batch);
  const gone = await db
    .delete(signInEvents)
    .where(inArray(signInEvents.id, doomed))
    .returning({ id: signInEvents.id });
  return gone.length;
}

/** Records one sign-in attempt. */
export async function recordSignIn(db: Executor, row: typeof signInEvents.$inferInsert) {
  await db.insert(signInEvents).values(row);
}

/** The user an e-mail names, for a refused attempt on a known account. */
export async function userByEmail(db: Executor, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row?.id ?? null;
}
