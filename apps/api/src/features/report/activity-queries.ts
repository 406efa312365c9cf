import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/tables';
import { users } from '../../platform/auth/tables';
import type { Executor, Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { unitMembers, units } from '../../platform/residence/tables';
import { memberships } from '../../platform/tenancy/tables';
import { activeDays, signInEvents } from './tables';

/** Residents are counted apart; every other role works for the community (staff). */
const isResident = sql<boolean>`${activeDays.role} = 'RESIDENT'`;

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

/** Distinct active residents and staff per day of [from, to]. */
export async function activePerDay(tx: Transaction, scope: CommunityScope, from: string, to: string) {
  return tx
    .select({
      day: activeDays.day,
      residents: sql<number>`count(*) filter (where ${isResident})`.mapWith(Number),
      staff: sql<number>`count(*) filter (where not ${isResident})`.mapWith(Number),
    })
    .from(activeDays)
    .where(scope.owns(activeDays, gte(activeDays.day, from), sql`${activeDays.day} <= ${to}`))
    .groupBy(activeDays.day);
}

/** Distinct active residents and staff per calendar month, within [from, to]. */
export async function activePerMonth(tx: Transaction, scope: CommunityScope, from: string, to: string) {
  const month = sql<string>`to_char(${activeDays.day}, 'YYYY-MM')`;
  return tx
    .select({
      month,
      residents: sql<number>`count(distinct ${activeDays.userId}) filter (where ${isResident})`.mapWith(
        Number,
      ),
      staff: sql<number>`count(distinct ${activeDays.userId}) filter (where not ${isResident})`.mapWith(
        Number,
      ),
    })
    .from(activeDays)
    .where(scope.owns(activeDays, gte(activeDays.day, from), sql`${activeDays.day} <= ${to}`))
    .groupBy(month);
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
  const active = tx
    .selectDistinct({ userId: activeDays.userId })
    .from(activeDays)
    .where(scope.owns(activeDays, gte(activeDays.day, from), sql`${activeDays.day} <= ${to}`, isResident));
  const [hit] = await tx
    .select({ n: sql<number>`count(distinct ${unitMembers.unitId})`.mapWith(Number) })
    .from(unitMembers)
    .where(scope.owns(unitMembers, inArray(unitMembers.userId, active)));
  return { total: all?.n ?? 0, active: hit?.n ?? 0 };
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

/** Active days per person in [from, to]. */
export async function activeDaysPerPerson(tx: Transaction, scope: CommunityScope, from: string, to: string) {
  return tx
    .select({ userId: activeDays.userId, days: sql<number>`count(*)`.mapWith(Number) })
    .from(activeDays)
    .where(scope.owns(activeDays, gte(activeDays.day, from), sql`${activeDays.day} <= ${to}`))
    .groupBy(activeDays.userId);
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
