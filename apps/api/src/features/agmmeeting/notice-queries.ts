import type { AgmDeliveryState } from '@cc/contracts/agmmeeting';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { agmNoticeDeliveries, agmRoll } from './tables';

/** E-mail addresses of the given users. */
export async function emailsOf(tx: Executor, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** Every owner with an account on a meeting's roll (told of the notice, the opening, the minutes). */
export async function rollOwnerIds(
  tx: Executor,
  scope: CommunityScope,
  meetingId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ owners: agmRoll.owners })
    .from(agmRoll)
    .where(scope.owns(agmRoll, eq(agmRoll.meetingId, meetingId)));
  return [...new Set(rows.flatMap((r) => r.owners.map((o) => o.userID)).filter((u): u is string => !!u))];
}

export async function deliveryRows(tx: Executor, scope: CommunityScope, meetingId: string) {
  return tx
    .select({ d: agmNoticeDeliveries, unitNo: agmRoll.unitNo })
    .from(agmNoticeDeliveries)
    .leftJoin(
      agmRoll,
      and(
        eq(agmRoll.meetingId, agmNoticeDeliveries.meetingId),
        eq(agmRoll.unitId, agmNoticeDeliveries.unitId),
      ),
    )
    .where(scope.owns(agmNoticeDeliveries, eq(agmNoticeDeliveries.meetingId, meetingId)))
    .orderBy(asc(agmRoll.unitNo), asc(agmNoticeDeliveries.channel));
}

export async function markDelivery(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  state: AgmDeliveryState,
  at: Date,
) {
  await tx
    .update(agmNoticeDeliveries)
    .set({ state, at })
    .where(scope.owns(agmNoticeDeliveries, eq(agmNoticeDeliveries.id, id)));
}
