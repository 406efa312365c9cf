import type { PatrolRoundStatus } from '@cc/contracts/patrol';
import type { Role } from '@cc/contracts/roles';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { memberships } from '../../platform/tenancy/tables';
import { WATCHERS } from './patrol-work';
import { OPEN_STATUSES, type RoundRow, roundForUpdate, roundProgress } from './round-queries';
import { patrolPlans, patrolRounds } from './tables';

/** What the staff hear once a round closed short or late, and who they are. */
export interface ClosedRound {
  round: RoundRow;
  planName: string;
  alertUserIds: string[];
  watchers: string[];
}

/**
 * Closes an open round (a guard's finish, or the job at dueAt): DONE when every checkpoint was
 * scanned (late when a scan was), PARTIAL when some, MISSED when none. The update is conditional
 * on the round still being open, so of any number of closes (a finish racing the job, the job run
 * twice, two instances) exactly one answers a round; the others answer null and tell nobody.
 */
export async function closeRound(
  tx: Executor,
  scope: CommunityScope,
  open: RoundRow,
  now: Date,
): Promise<ClosedRound | null> {
  const p = await roundProgress(tx, scope, open);
  const status: PatrolRoundStatus = p.scanned === 0 ? 'MISSED' : p.scanned < p.total ? 'PARTIAL' : 'DONE';
  const [round] = await tx
    .update(patrolRounds)
    .set({ status, late: p.late, closedAt: now })
    .where(
      scope.owns(
        patrolRounds,
        and(
          eq(patrolRounds.id, open.id),
          inArray(patrolRounds.status, OPEN_STATUSES),
          isNull(patrolRounds.closedAt),
        ),
      ),
    )
    .returning();
  if (!round) return null;
  return closedFor(tx, scope, round);
}

/** Where a status stands: a revision only moves a closed round up this ladder. */
const RANK: Record<PatrolRoundStatus, number> = {
  SCHEDULED: 0,
  IN_PROGRESS: 0,
  MISSED: 1,
  PARTIAL: 2,
  DONE: 3,
};

/**
 * A scan made inside a round's window but synced after the round closed short (the guard walked
 * the car park without signal; the due job meanwhile found no scans): its status is worked out
 * again from its scans, under the round's lock so late scans synced at once take turns. It only
 * moves up (MISSED, PARTIAL, DONE) and keeps its closing time. Answers the round, with who to
 * tell, when this scan completed it: the staff told it was missed hear once that it was done.
 */
export async function reviseClosedRound(
  tx: Executor,
  scope: CommunityScope,
  roundId: string,
): Promise<ClosedRound | null> {
  const closed = await roundForUpdate(tx, scope, roundId);
  if (closed.status !== 'MISSED' && closed.status !== 'PARTIAL') return null;
  const p = await roundProgress(tx, scope, closed);
  const status: PatrolRoundStatus = p.scanned === 0 ? 'MISSED' : p.scanned < p.total ? 'PARTIAL' : 'DONE';
  if (RANK[status] <= RANK[closed.status]) return null;
  const [round] = await tx
    .update(patrolRounds)
    .set({ status, late: p.late })
    .where(scope.owns(patrolRounds, eq(patrolRounds.id, closed.id)))
    .returning();
  if (!round || status !== 'DONE') return null;
  return closedFor(tx, scope, round);
}

async function closedFor(tx: Executor, scope: CommunityScope, round: RoundRow): Promise<ClosedRound> {
  const [plan] = await tx
    .select({ name: patrolPlans.name, alertRoles: patrolPlans.alertRoles })
    .from(patrolPlans)
    .where(scope.owns(patrolPlans, eq(patrolPlans.id, round.planId)));
  return {
    round,
    planName: plan?.name ?? '',
    alertUserIds: await membersWithRoles(tx, scope, plan?.alertRoles ?? []),
    watchers: await membersHolding(tx, scope, WATCHERS),
  };
}

export async function membersWithRoles(tx: Executor, scope: CommunityScope, roles: readonly Role[]) {
  if (roles.length === 0) return [];
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(scope.owns(memberships, inArray(memberships.role, [...roles])));
  return rows.map((r) => r.userId);
}

const WORDS: Record<PatrolRoundStatus, string> = {
  SCHEDULED: 'ยังไม่เริ่ม',
  IN_PROGRESS: 'กำลังตรวจ',
  DONE: 'ตรวจครบ',
  PARTIAL: 'ตรวจไม่ครบ',
  MISSED: 'ไม่ได้ตรวจ',
};

const bangkokTime = (d: Date) =>
  d.toLocaleString('th-TH', {
    timeZone: 'Asia/Bangkok',
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'short',
  });

/**
 * After the close committed: the plan's alert roles hear of a round that was missed, partial or
 * late (PATROL, clicked through to /dashboard), and open patrol pages refetch. Best effort: the
 * round stays closed whatever fails here.
 */
export async function tellClosed(
  s: AppServices,
  log: { error(o: object, m?: string): void },
  communityId: string,
  closed: ClosedRound,
  /** The round was closed short before, and scans synced since completed it. */
  revised = false,
) {
  const { round } = closed;
  const short = round.status !== 'DONE' || round.late;
  if ((short || revised) && closed.alertUserIds.length > 0) {
    const how = revised
      ? 'ตรวจครบ (สแกนที่ส่งถึงภายหลังนับแล้ว)'
      : round.status === 'DONE'
        ? 'ตรวจครบแต่ล่าช้า'
        : WORDS[round.status];
    try {
      await s.notify(
        communityId,
        { kind: 'users', userIds: closed.alertUserIds },
        {
          title: `รอบตรวจ ${closed.planName}: ${how}`,
          body: `รอบ ${bangkokTime(round.startsAt)} ${how}`,
          featureEnum: 'PATROL',
          target: '/dashboard',
        },
      );
    } catch (err) {
      log.error({ err, communityId, roundId: round.id }, 'patrol round alert failed');
    }
  }
  await publishLiveChange(s, { warn: log.error }, communityId, closed.watchers, 'PATROL', [round.id]);
}
