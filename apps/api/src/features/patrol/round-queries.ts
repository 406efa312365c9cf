import type { PatrolRoundStatus, RoundView } from '@cc/contracts/patrol';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { displayName } from '../../platform/auth/user-names';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { checkpointsById } from './checkpoint-queries';
import { notFound } from './refusals';
import { patrolPlans, patrolRounds, patrolScans } from './tables';

export type RoundRow = typeof patrolRounds.$inferSelect;
export const OPEN_STATUSES: PatrolRoundStatus[] = ['SCHEDULED', 'IN_PROGRESS'];
/** A guard may take a round this early (the reminder comes five minutes ahead). */
export const EARLY_MS = 15 * 60_000;
/**
 * Open rounds, written as constants so the planner can use the partial index of open rounds (a
 * parameter list cannot be proved to match its predicate): a year of closed rounds is not read.
 */
const isOpen = sql`${patrolRounds.status} in ('SCHEDULED', 'IN_PROGRESS')`;

/** One round of the community; another community's ID reads as no such round. */
export async function roundRow(tx: Executor, scope: CommunityScope, id: string): Promise<RoundRow> {
  const [row] = await tx
    .select()
    .from(patrolRounds)
    .where(scope.owns(patrolRounds, eq(patrolRounds.id, id)));
  if (!row) throw notFound('PATROL_ROUND_NOT_FOUND');
  return row;
}

/** The same, locked for a change (start, finish, close): two at once take turns. */
export async function roundForUpdate(tx: Executor, scope: CommunityScope, id: string): Promise<RoundRow> {
  const [row] = await tx
    .select()
    .from(patrolRounds)
    .where(scope.owns(patrolRounds, eq(patrolRounds.id, id)))
    .for('update');
  if (!row) throw notFound('PATROL_ROUND_NOT_FOUND');
  return row;
}

/** The open round holding the checkpoint at instant `at` (earliest start first). */
export async function openRoundHolding(
  tx: Executor,
  scope: CommunityScope,
  checkpointId: string,
  at: Date,
): Promise<RoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(patrolRounds)
    .where(
      scope.owns(
        patrolRounds,
        isOpen,
        sql`${patrolRounds.checkpointIds} @> ${JSON.stringify([checkpointId])}::jsonb`,
        lte(patrolRounds.startsAt, new Date(at.getTime() + EARLY_MS)),
        gte(patrolRounds.dueAt, at),
      ),
    )
    .orderBy(asc(patrolRounds.startsAt))
    .limit(1);
  return row;
}

/** The first scan of each checkpoint of the rounds, and whether any was late, per round. */
export async function firstScans(tx: Executor, scope: CommunityScope, roundIds: readonly string[]) {
  if (roundIds.length === 0) return [];
  return tx
    .selectDistinctOn([patrolScans.roundId, patrolScans.checkpointId], {
      roundId: patrolScans.roundId,
      checkpointId: patrolScans.checkpointId,
      scannedAt: patrolScans.scannedAt,
      late: patrolScans.late,
      flags: patrolScans.flags,
      scannedBy: patrolScans.scannedBy,
    })
    .from(patrolScans)
    .where(scope.owns(patrolScans, inArray(patrolScans.roundId, [...roundIds])))
    .orderBy(patrolScans.roundId, patrolScans.checkpointId, asc(patrolScans.scannedAt));
}

/** Rounds as the console and the guard app read them: plan name, starter, checkpoints in order. */
export async function roundViews(
  tx: Executor,
  scope: CommunityScope,
  rows: readonly RoundRow[],
): Promise<RoundView[]> {
  if (rows.length === 0) return [];
  const planIds = [...new Set(rows.map((r) => r.planId))];
  const plans = new Map(
    (
      await tx
        .select({ id: patrolPlans.id, name: patrolPlans.name })
        .from(patrolPlans)
        .where(scope.owns(patrolPlans, inArray(patrolPlans.id, planIds)))
    ).map((p) => [p.id, p.name]),
  );
  const cps = await checkpointsById(tx, scope, [...new Set(rows.flatMap((r) => r.checkpointIds))]);
  const starterIds = [...new Set(rows.flatMap((r) => (r.startedBy ? [r.startedBy] : [])))];
  const names = new Map(
    starterIds.length
      ? (
          await tx
            .select({ id: users.id, name: displayName })
            .from(users)
            .where(inArray(users.id, starterIds))
        ).map((u) => [u.id, u.name])
      : [],
  );
  const scans = new Map(
    (
      await firstScans(
        tx,
        scope,
        rows.map((r) => r.id),
      )
    ).map((s) => [`${s.roundId}:${s.checkpointId}`, s]),
  );
  return rows.map((r) => ({
    roundID: r.id,
    planID: r.planId,
    planName: plans.get(r.planId) ?? '',
    startsAt: r.startsAt.toISOString(),
    dueAt: r.dueAt.toISOString(),
    status: r.status,
    startedBy: r.startedBy ? { userID: r.startedBy, name: names.get(r.startedBy) ?? '' } : null,
    checkpoints: r.checkpointIds.map((id, i) => {
      const cp = cps.get(id);
      const scan = scans.get(`${r.id}:${id}`);
      return {
        checkpointID: id,
        name: cp?.name ?? '',
        place: cp?.place ?? '',
        seq: i + 1,
        scannedAt: scan?.scannedAt.toISOString() ?? null,
        late: scan?.late ?? false,
        flags: scan?.flags ?? [],
      };
    }),
  }));
}

export const roundView = async (tx: Executor, scope: CommunityScope, row: RoundRow) =>
  (await roundViews(tx, scope, [row]))[0]!;

/** Rounds open now or starting within `aheadMs`, earliest first. */
export async function currentRounds(tx: Executor, scope: CommunityScope, now: Date, aheadMs: number) {
  const rows = await tx
    .select()
    .from(patrolRounds)
    .where(
      scope.owns(
        patrolRounds,
        isOpen,
        gte(patrolRounds.dueAt, now),
        lte(patrolRounds.startsAt, new Date(now.getTime() + aheadMs)),
      ),
    )
    .orderBy(asc(patrolRounds.startsAt))
    .limit(200);
  return roundViews(tx, scope, rows);
}

export interface RoundFilter {
  from: string;
  to: string;
  planID?: string;
  status?: PatrolRoundStatus;
}

/** The rounds of a range of local dates (a round's date is its shift's), earliest first. */
export async function roundsBetween(tx: Executor, scope: CommunityScope, f: RoundFilter, limit = 2000) {
  return tx
    .select()
    .from(patrolRounds)
    .where(
      scope.owns(
        patrolRounds,
        gte(patrolRounds.day, f.from),
        lte(patrolRounds.day, f.to),
        f.planID ? eq(patrolRounds.planId, f.planID) : undefined,
        f.status ? eq(patrolRounds.status, f.status) : undefined,
      ),
    )
    .orderBy(asc(patrolRounds.startsAt))
    .limit(limit);
}

/** How many of the round's checkpoints were scanned, and whether any scan was late. */
export async function roundProgress(tx: Executor, scope: CommunityScope, round: RoundRow) {
  const [row] = await tx
    .select({
      scanned: sql<number>`count(distinct ${patrolScans.checkpointId})::int`,
      late: sql<boolean>`coalesce(bool_or(${patrolScans.late}), false)`,
    })
    .from(patrolScans)
    .where(
      scope.owns(
        patrolScans,
        and(eq(patrolScans.roundId, round.id), inArray(patrolScans.checkpointId, round.checkpointIds)),
      ),
    );
  return { scanned: row?.scanned ?? 0, total: round.checkpointIds.length, late: row?.late ?? false };
}
