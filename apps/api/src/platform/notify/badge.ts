import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { inCommunity } from '../db/community-statement';
import { notificationBadges } from './tables';

/** The member's unread inbox items in the community: one row, however long the inbox. */
export async function unreadCount(db: Executor, communityId: string, userId: string): Promise<number> {
  const [row] = await inCommunity<{ unread: number }>(
    db,
    communityId,
    db
      .select({ unread: notificationBadges.unread })
      .from(notificationBadges)
      .where(and(eq(notificationBadges.communityId, communityId), eq(notificationBadges.userId, userId))),
  );
  return Number(row?.unread ?? 0);
}
