import type { FeatureEnum } from '@cc/contracts/features';
import { INBOX_PAGE_SIZE, type InboxItem } from '@cc/contracts/notification';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { acrossCommunities } from '../../platform/db/across-communities';
import { type Database, queryRows } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { notificationBadges, notificationRecipients, notifications } from '../../platform/notify/tables';
import { memberships } from '../../platform/tenancy/tables';
import { notFound } from './refusals';

/** One page of the member's inbox, newest first; `after` is the previous page's lastKey. */
export async function inboxPage(scope: CommunityScope, userId: string, after: string | undefined) {
  const r = notificationRecipients;
  const rows = await scope.run((tx) =>
    tx
      .select({
        id: notifications.id,
        title: notifications.title,
        body: notifications.body,
        featureEnum: notifications.featureEnum,
        target: notifications.target,
        createdAt: notifications.createdAt,
        readAt: r.readAt,
      })
      .from(r)
      .innerJoin(notifications, eq(notifications.id, r.notificationId))
      .where(scope.owns(r, eq(r.userId, userId), after ? lt(r.notificationId, after) : undefined))
      .orderBy(desc(r.notificationId))
      .limit(INBOX_PAGE_SIZE + 1),
  );
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  const items: InboxItem[] = page.map((n) => ({
    notificationID: n.id,
    inboxTitle: n.title,
    inboxBody: n.body,
    displayActivityDate: n.createdAt.toISOString(),
    readContentFlag: n.readAt !== null,
    featureEnum: n.featureEnum as FeatureEnum,
    target: n.target,
  }));
  // Ids are time-ordered (UUIDv7), so the last id seen is the whole key.
  return { items, lastKey: rows.length > INBOX_PAGE_SIZE ? page.at(-1)!.id : null };
}

/**
 * Marks read and answers the badge. Only rows that were unread count down the badge, in the
 * same statement, so two tabs marking the same item cannot count it twice.
 */
export async function markRead(scope: CommunityScope, userId: string, notificationId?: string) {
  const r = notificationRecipients;
  const b = notificationBadges;
  const which = notificationId ? sql`and ${r.notificationId} = ${notificationId}` : sql``;
  return scope.run(async (tx) => {
    const [row] = await queryRows<{ unread: number; changed: number }>(
      tx,
      sql`with marked as (
          update ${r} set read_at = now()
          where ${r.userId} = ${userId} and ${r.communityId} = ${scope.communityId} ${which} and ${r.readAt} is null
          returning 1),
        badge as (
          update ${b} set unread = greatest(${b.unread} - (select count(*) from marked), 0)
          where ${b.userId} = ${userId} and ${b.communityId} = ${scope.communityId}
          returning unread)
        select coalesce((select unread from badge), 0)::int as unread, (select count(*) from marked)::int as changed`,
    );
    if (notificationId && row!.changed === 0) {
      const [mine] = await tx
        .select({ id: r.notificationId })
        .from(r)
        .where(scope.owns(r, eq(r.userId, userId), eq(r.notificationId, notificationId)));
      if (!mine) throw notFound('NOTIFICATION_NOT_FOUND');
    }
    return row!.unread;
  });
}

/**
 * The community of one of the caller's own notifications, or undefined when the caller is not a
 * recipient of it (another user's or an unknown id look the same). The only rows read are the
 * caller's own recipient rows, so it names no community the caller was not sent something in; it
 * runs before any community is chosen, so it is the one inbox read outside a community scope, and
 * all work on the notification then happens inside the community it answers.
 */
export async function communityOfOwnNotification(db: Database, userId: string, notificationId: string) {
  const r = notificationRecipients;
  const [row] = await acrossCommunities(db, 'member-communities', (tx) =>
    tx
      .select({ communityId: r.communityId })
      .from(r)
      .where(and(eq(r.userId, userId), eq(r.notificationId, notificationId)))
      .limit(1),
  );
  return row?.communityId;
}

/**
 * Clears the member's count in the community: the counter the app and the bell show goes to
 * zero, while each inbox item stays as read or unread as it was (the app clears its icon's
 * badge when opened, not the reading).
 */
export async function clearCount(scope: CommunityScope, userId: string) {
  await scope.run((tx) =>
    tx
      .update(notificationBadges)
      .set({ unread: 0 })
      .where(scope.owns(notificationBadges, eq(notificationBadges.userId, userId))),
  );
}

/** Unread counts of every community the user belongs to (zero included). */
export async function communityCounts(db: Database, userId: string) {
  const m = memberships;
  const b = notificationBadges;
  return acrossCommunities(db, 'member-communities', (tx) =>
    tx
      .select({ communityID: m.communityId, count: sql<number>`coalesce(${b.unread}, 0)::int` })
      .from(m)
      .leftJoin(b, and(eq(b.userId, m.userId), eq(b.communityId, m.communityId)))
      .where(eq(m.userId, userId))
      .orderBy(m.communityId),
  );
}
