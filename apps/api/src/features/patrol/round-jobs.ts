import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acrossCommunities } from '../../platform/db/across-communities';
import type { Executor } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind } from '../../platform/jobs/job-kinds';
import type { JobContext, Log } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import { communities } from '../../platform/tenancy/tables';
import { addDays, localDate, localRunAt, nextLocalRun } from '../../platform/time/zone-clock';
import { PATROL_CLOSE, PATROL_DAY, PATROL_REMIND } from './job-names';
import { closeRound, membersWithRoles, tellClosed } from './round-close';
import { makeCommunityRounds } from './round-making';
import { OPEN_STATUSES } from './round-queries';
import { patrolPlans, patrolRounds } from './tables';

const roundJob = z.object({ communityID: z.string().min(1), roundID: z.uuid() });
const dayJob = z.object({ communityID: z.string().min(1), day: z.iso.date() });
/** The local hour the next day's rounds are made: midday leaves the night shift its reminders. */
const DAY_HOUR = 12;

/**
 * The due job of one round. Early (a clock running ahead) it does nothing and the round waits for
 * a later run; once due, the conditional close in closeRound decides: run twice, it alerts once.
 */
export async function closeDueRound(
  s: AppServices,
  communityId: string,
  roundId: string,
  log: Log,
  now = new Date(),
) {
  const scope = communityScope(s.db, communityId);
  const closed = await scope.run(async (tx) => {
    const [open] = await tx
      .select()
      .from(patrolRounds)
      .where(scope.owns(patrolRounds, eq(patrolRounds.id, roundId)));
    if (!open || !OPEN_STATUSES.includes(open.status) || open.dueAt > now) return null;
    return closeRound(tx, scope, open, now);
  });
  if (closed) await tellClosed(s, log, communityId, closed);
  return closed;
}

/** Guards hear of a round five minutes ahead; `remindedAt` makes it once. */
export async function remindRound(s: AppServices, communityId: string, roundId: string, now = new Date()) {
  const scope = communityScope(s.db, communityId);
  const due = await scope.run(async (tx) => {
    const [round] = await tx
      .update(patrolRounds)
      .set({ remindedAt: now })
      .where(
        scope.owns(
          patrolRounds,
          and(
            eq(patrolRounds.id, roundId),
            eq(patrolRounds.status, 'SCHEDULED'),
            isNull(patrolRounds.remindedAt),
          ),
        ),
      )
      .returning();
    if (!round) return null;
    const [plan] = await tx
      .select({ name: patrolPlans.name })
      .from(patrolPlans)
      .where(scope.owns(patrolPlans, eq(patrolPlans.id, round.planId)));
    return { round, planName: plan?.name ?? '', guards: await membersWithRoles(tx, scope, ['GUARD']) };
  });
  if (!due || due.guards.length === 0) return;
  const minutes = Math.max(0, Math.round((due.round.startsAt.getTime() - now.getTime()) / 60_000));
  await s.notify(
    communityId,
    { kind: 'users', userIds: due.guards },
    {
      title: `ใกล้ถึงรอบตรวจ ${due.planName}`,
      body: `รอบตรวจเริ่มในอีก ${minutes} นาที (${due.round.checkpointIds.length} จุด)`,
      featureEnum: 'PATROL',
      target: '/dashboard',
    },
  );
}

/** The community's next daily run is waiting (once, however many instances ask). */
export async function ensureNextDay(
  tx: Executor,
  s: AppServices,
  communityId: string,
  timeZone: string,
  now: Date,
) {
  const { day, at } = nextLocalRun(now, timeZone, DAY_HOUR);
  return s.jobs.scheduleOnce(PATROL_DAY, { communityID: communityId, day }, at, { db: tx });
}

/** A community's day: the next day's rounds (and any of today's a restart missed), then the next run. */
async function runDay(job: z.output<typeof dayJob>, _ctx: JobContext, s: AppServices) {
  const now = new Date();
  const scope = communityScope(s.db, job.communityID);
  await scope.run(async (tx) => {
    const timeZone = await communityTimeZone(tx, job.communityID);
    await makeCommunityRounds(tx, s, scope, [job.day, addDays(job.day, 1)], timeZone, now);
    const after = new Date(Math.max(now.getTime(), localRunAt(job.day, timeZone, DAY_HOUR).getTime() + 1));
    await ensureNextDay(tx, s, job.communityID, timeZone, after);
  });
}

export const PATROL_JOBS = {
  [PATROL_CLOSE]: jobKind({
    payload: roundJob,
    handle: async (p, ctx, s) => {
      await closeDueRound(s, p.communityID, p.roundID, ctx.log);
    },
  }),
  [PATROL_REMIND]: jobKind({
    payload: roundJob,
    handle: (p, _ctx, s) => remindRound(s, p.communityID, p.roundID),
  }),
  [PATROL_DAY]: jobKind({ payload: dayJob, handle: runDay }),
};

/**
 * Once the server listens, every community has its daily run waiting and today's and tomorrow's
 * rounds made (keyed and unique: restarts and other instances add none).
 */
export function startPatrolOnListen(app: FastifyInstance, s: AppServices) {
  app.addHook('onListen', async () => {
    await acrossCommunities(s.db, 'start-up', async (tx) => {
      const rows = await tx.select({ id: communities.id, timeZone: communities.timeZone }).from(communities);
      const now = new Date();
      for (const c of rows) {
        await ensureNextDay(tx, s, c.id, c.timeZone, now);
        const today = localDate(now, c.timeZone);
        const scope = communityScope(s.db, c.id);
        await makeCommunityRounds(
          tx,
          s,
          scope,
          [addDays(today, -1), today, addDays(today, 1)],
          c.timeZone,
          now,
        );
      }
      return rows.length;
    }).then(
      (n) => app.log.info({ communities: n }, 'patrol rounds scheduled'),
      (err: unknown) => app.log.error({ err }, 'patrol rounds could not be scheduled'),
    );
  });
}
