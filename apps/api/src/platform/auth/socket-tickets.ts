import { and, eq, gt, isNull } from 'drizzle-orm';
import { acrossCommunities } from '../db/across-communities';
import type { Database, Executor } from '../db/client';
import { hashSecret, newSecret } from './secrets';
import { oneTimeTokens } from './tables';

/**
 * Tickets for opening a live socket without an access token in its URL: a signed-in caller asks
 * for one over HTTPS, then opens the socket with it within seconds. A ticket is single use, kept
 * only as a hash, and bound to its user, community and device: the hash covers the device ID, so
 * the same ticket presented with another device finds nothing.
 */
const hashOf = (ticket: string, deviceId: string) => hashSecret(`${ticket}\u0000${deviceId}`);

export async function issueSocketTicket(
  tx: Executor,
  owner: { userId: string; communityId: string; deviceId: string },
  seconds: number,
) {
  const ticket = newSecret();
  const expiresAt = new Date(Date.now() + seconds * 1000);
  await tx.insert(oneTimeTokens).values({
    tokenHash: hashOf(ticket, owner.deviceId),
    purpose: 'SOCKET_TICKET',
    userId: owner.userId,
    communityId: owner.communityId,
    expiresAt,
  });
  return { ticket, expiresAt };
}

/**
 * Spends the ticket (once, before it expires); null for an unknown, used, old or foreign one.
 * A ticket presented for another community than its own is foreign too, and stays unspent.
 */
export async function redeemSocketTicket(
  db: Database,
  ticket: string,
  deviceId: string,
  communityId?: string,
) {
  const [row] = await acrossCommunities(db, 'handover', (tx) =>
    tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, hashOf(ticket, deviceId)),
          eq(oneTimeTokens.purpose, 'SOCKET_TICKET'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, new Date()),
          communityId === undefined ? undefined : eq(oneTimeTokens.communityId, communityId),
        ),
      )
      .returning({ userId: oneTimeTokens.userId, communityId: oneTimeTokens.communityId }),
  );
  return row?.communityId ? { userId: row.userId, communityId: row.communityId } : null;
}
