import { eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { chatPresence } from './tables';

/** One row per open chat socket (presence.ts writes them). A row refreshed this recently is open. */
export const PRESENCE_FRESH_MS = 75_000;
export const freshSince = () => new Date(Date.now() - PRESENCE_FRESH_MS);

export async function insertPresence(
  tx: Executor,
  scope: CommunityScope,
  row: { connectionId: string; userId: string; deviceId: string; instanceId: string },
) {
  await tx.insert(chatPresence).values({ ...row, communityId: scope.communityId });
}

export async function deletePresence(tx: Executor, scope: CommunityScope, connectionId: string) {
  await tx.delete(chatPresence).where(scope.owns(chatPresence, eq(chatPresence.connectionId, connectionId)));
}

/** Marks this instance's sockets in the community alive, and clears rows lost instances left. */
export async function refreshPresence(tx: Executor, scope: CommunityScope, instanceId: string) {
  await tx
    .update(chatPresence)
    .set({ refreshedAt: new Date() })
    .where(scope.owns(chatPresence, eq(chatPresence.instanceId, instanceId)));
  await tx
    .delete(chatPresence)
    .where(
      scope.owns(
        chatPresence,
        sql`${chatPresence.refreshedAt} < ${new Date(Date.now() - 3 * PRESENCE_FRESH_MS)}`,
      ),
    );
}

/** The user's open chat sockets in the community, on any instance. */
export async function openSockets(tx: Executor, scope: CommunityScope, userId: string) {
  return tx
    .select({ deviceId: chatPresence.deviceId, connectionId: chatPresence.connectionId })
    .from(chatPresence)
    .where(
      scope.owns(chatPresence, eq(chatPresence.userId, userId), gt(chatPresence.refreshedAt, freshSince())),
    );
}

/** Whether any of these users has a chat socket open now. */
export async function anyOnline(tx: Executor, scope: CommunityScope, userIds: readonly string[]) {
  if (userIds.length === 0) return false;
  const [row] = await tx
    .select({ one: sql`1` })
    .from(chatPresence)
    .where(
      scope.owns(
        chatPresence,
        inArray(chatPresence.userId, [...userIds]),
        gt(chatPresence.refreshedAt, freshSince()),
      ),
    )
    .limit(1);
  return !!row;
}
