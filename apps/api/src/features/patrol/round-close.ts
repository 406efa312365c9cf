import type { PatrolRoundStatus } from '@cc/contracts/patrol';
import type { Role } from '@cc/contracts/roles';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { memberships } from '../../platform/tenancy/tables';
import { WATCHERS } from './patrol-work';
import { OPEN_STATUSES, type RoundRow, roundProgress } from './round-queries';
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
) {
  const { round } = closed;
  const short = round.status !== 'DONE' || round.late;
  if (short && closed.alertUserIds.length > 0) {
    const how = round.status === 'DONE' ? 'ตรวจครบแต่ล่าช้า' : WORDS[round.status];
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
