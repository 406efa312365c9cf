import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { PATROL_CLOSE, PATROL_REMIND, REMIND_AHEAD_MS } from './job-names';
import { roundTimesOn } from './round-times';
import { patrolCheckpoints, patrolPlans, patrolRounds } from './tables';

type PlanRow = typeof patrolPlans.$inferSelect;

/**
 * Makes a plan's rounds for the given local dates, leaving out those already over. Unique per
 * plan and start, so running it again (two instances, a restart, the daily job after a plan was
 * made) adds nothing; only rounds it did add get their jobs: the close at dueAt and the guards'
 * reminder five minutes before the start. Runs in the caller's transaction: rounds and jobs
 * commit together.
 */
export async function makeRounds(
  tx: Executor,
  s: AppServices,
  scope: CommunityScope,
  plan: PlanRow,
  days: readonly string[],
  timeZone: string,
  now: Date,
): Promise<number> {
  if (!plan.active) return 0;
  const working = new Set(
    (
      await tx
        .select({ id: patrolCheckpoints.id })
        .from(patrolCheckpoints)
        .where(
          scope.owns(
            patrolCheckpoints,
            inArray(patrolCheckpoints.id, plan.checkpointIds),
            isNull(patrolCheckpoints.retiredAt),
          ),
        )
    ).map((r) => r.id),
  );
  const checkpointIds = plan.checkpointIds.filter((id) => working.has(id));
  if (checkpointIds.length === 0) return 0;
  const times = days.flatMap((day) => roundTimesOn(plan, day, timeZone)).filter((t) => t.dueAt > now);
  if (times.length === 0) return 0;
  const made = await tx
    .insert(patrolRounds)
    .values(times.map((t) => ({ communityId: scope.communityId, planId: plan.id, checkpointIds, ...t })))
    .onConflictDoNothing({ target: [patrolRounds.planId, patrolRounds.startsAt] })
    .returning({ id: patrolRounds.id, startsAt: patrolRounds.startsAt, dueAt: patrolRounds.dueAt });
  for (const r of made) {
    const job = { communityID: scope.communityId, roundID: r.id };
    await s.jobs.schedule(PATROL_CLOSE, job, r.dueAt, { db: tx });
    const remindAt = new Date(r.startsAt.getTime() - REMIND_AHEAD_MS);
    if (remindAt > now) await s.jobs.schedule(PATROL_REMIND, job, remindAt, { db: tx });
  }
  return made.length;
}

/** Today's rounds still to come and tomorrow's, for one plan (a plan made or changed). */
export const makeNearRounds = (
  tx: Executor,
  s: AppServices,
  scope: CommunityScope,
  plan: PlanRow,
  timeZone: string,
  now: Date,
) => {
  const today = localDate(now, timeZone);
  return makeRounds(tx, s, scope, plan, [addDays(today, -1), today, addDays(today, 1)], timeZone, now);
};

/** Every active plan of the community, for the given days. */
export async function makeCommunityRounds(
  tx: Executor,
  s: AppServices,
  scope: CommunityScope,
  days: readonly string[],
  timeZone: string,
  now: Date,
) {
  const plans = await tx
    .select()
    .from(patrolPlans)
    .where(scope.owns(patrolPlans, eq(patrolPlans.active, true)));
  let n = 0;
  for (const plan of plans) n += await makeRounds(tx, s, scope, plan, days, timeZone, now);
  return n;
}

/**
 * A changed plan's rounds not yet started are made again from it: they are only a timetable, no
 * guard has touched them (a started round keeps the plan it was started under). Answers how many
 * were dropped, for the plan's audit entry.
 */
export async function dropUnstartedRounds(
  tx: Executor,
  scope: CommunityScope,
  planId: string,
  now: Date,
): Promise<number> {
  const dropped = await tx
    .delete(patrolRounds)
    .where(
      scope.owns(
        patrolRounds,
        and(
          eq(patrolRounds.planId, planId),
          eq(patrolRounds.status, 'SCHEDULED'),
          gt(patrolRounds.startsAt, now),
        ),
      ),
    )
    .returning({ id: patrolRounds.id });
  return dropped.length;
}
