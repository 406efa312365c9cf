import type { PatrolReport, PatrolTodaySummary } from '@cc/contracts/patrol';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { displayName } from '../../platform/auth/user-names';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { localDate } from '../../platform/time/zone-clock';
import { patrolPlans, patrolRounds } from './tables';

const r = patrolRounds;
const n = (cond: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${cond}))::int`;
const ON_TIME = sql`${r.status} = 'DONE' and not ${r.late}`;
const LATE = sql`${r.status} = 'DONE' and ${r.late}`;
const PARTIAL = sql`${r.status} = 'PARTIAL'`;
const MISSED = sql`${r.status} = 'MISSED'`;

/**
 * Closed rounds per local date (the shift's: a 02:00 round counts for the night before), plan and
 * guard (who took the round; none for a missed one): on time, late, partial, missed. One grouped
 * scan of the range by (community, day).
 */
export async function reportByDay(
  tx: Executor,
  scope: CommunityScope,
  from: string,
  to: string,
): Promise<PatrolReport> {
  const rows = await tx
    .select({
      day: r.day,
      planId: r.planId,
      planName: patrolPlans.name,
      guardId: r.startedBy,
      onTime: n(ON_TIME),
      late: n(LATE),
      partial: n(PARTIAL),
      missed: n(MISSED),
    })
    .from(r)
    .innerJoin(patrolPlans, eq(patrolPlans.id, r.planId))
    .where(scope.owns(r, gte(r.day, from), lte(r.day, to), inArray(r.status, ['DONE', 'PARTIAL', 'MISSED'])))
    .groupBy(r.day, r.planId, patrolPlans.name, r.startedBy)
    .orderBy(asc(r.day), asc(patrolPlans.name));
  const guardIds = [...new Set(rows.flatMap((x) => (x.guardId ? [x.guardId] : [])))];
  const names = new Map(
    guardIds.length
      ? (
          await tx.select({ id: users.id, name: displayName }).from(users).where(inArray(users.id, guardIds))
        ).map((u) => [u.id, u.name])
      : [],
  );
  const days = new Map<string, PatrolReport['days'][number]>();
  const totals = { onTime: 0, late: 0, partial: 0, missed: 0 };
  for (const x of rows) {
    const day = days.get(x.day) ?? { date: x.day, lines: [] };
    days.set(x.day, day);
    day.lines.push({
      planID: x.planId,
      planName: x.planName,
      guard: x.guardId ? { userID: x.guardId, name: names.get(x.guardId) ?? '' } : null,
      onTime: x.onTime,
      late: x.late,
      partial: x.partial,
      missed: x.missed,
    });
    totals.onTime += x.onTime;
    totals.late += x.late;
    totals.partial += x.partial;
    totals.missed += x.missed;
  }
  return { from, to, days: [...days.values()], totals };
}

/** Today's rounds in figures, for the dashboard card. */
export async function todaySummary(
  tx: Executor,
  scope: CommunityScope,
  now: Date,
  timeZone: string,
): Promise<PatrolTodaySummary> {
  const date = localDate(now, timeZone);
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      done: n(ON_TIME),
      late: n(LATE),
      partial: n(PARTIAL),
      missed: n(MISSED),
      open: n(sql`${r.status} in ('SCHEDULED', 'IN_PROGRESS')`),
    })
    .from(r)
    .where(scope.owns(r, and(eq(r.day, date))));
  return { date, total: 0, done: 0, late: 0, partial: 0, missed: 0, open: 0, ...row };
}
