import type { RoundView } from '@cc/contracts/patrol';
import { and, eq } from 'drizzle-orm';
import type { PatrolWork } from './patrol-work';
import { conflict } from './refusals';
import { type ClosedRound, closeRound } from './round-close';
import { EARLY_MS, OPEN_STATUSES, roundForUpdate, roundProgress, roundView } from './round-queries';
import { patrolRounds } from './tables';

/**
 * A guard takes a round: from a quarter of an hour before its start until it is due. Taking a
 * round already in progress answers it as it is (the phone may resend); a closed one is refused
 * naming its state.
 */
export async function startRound(w: PatrolWork, roundId: string): Promise<RoundView> {
  const round = await roundForUpdate(w.tx, w.scope, roundId);
  if (!OPEN_STATUSES.includes(round.status)) throw conflict('PATROL_ROUND_CLOSED', { state: round.status });
  if (round.status === 'SCHEDULED') {
    if (w.now.getTime() < round.startsAt.getTime() - EARLY_MS || w.now > round.dueAt)
      throw conflict('PATROL_ROUND_NOT_OPEN');
    const [started] = await w.tx
      .update(patrolRounds)
      .set({ status: 'IN_PROGRESS', startedBy: w.userId, startedAt: w.now })
      .where(
        w.scope.owns(patrolRounds, and(eq(patrolRounds.id, roundId), eq(patrolRounds.status, 'SCHEDULED'))),
      )
      .returning();
    return roundView(w.tx, w.scope, started ?? round);
  }
  return roundView(w.tx, w.scope, round);
}

/**
 * The guard ends a round: DONE when every checkpoint was scanned, PARTIAL when not. A round with
 * no scan cannot be finished (the job marks it MISSED when it is due).
 */
export async function finishRound(
  w: PatrolWork,
  roundId: string,
): Promise<{ view: RoundView; closed: ClosedRound | null }> {
  const round = await roundForUpdate(w.tx, w.scope, roundId);
  if (!OPEN_STATUSES.includes(round.status)) throw conflict('PATROL_ROUND_CLOSED', { state: round.status });
  if ((await roundProgress(w.tx, w.scope, round)).scanned === 0)
    throw conflict('PATROL_ROUND_NOTHING_SCANNED');
  const closed = await closeRound(w.tx, w.scope, round, w.now);
  const row = closed?.round ?? round;
  if (!row.startedBy)
    await w.tx
      .update(patrolRounds)
      .set({ startedBy: w.userId, startedAt: w.now })
      .where(w.scope.owns(patrolRounds, eq(patrolRounds.id, roundId)));
  return { view: await roundView(w.tx, w.scope, { ...row, startedBy: row.startedBy ?? w.userId }), closed };
}
