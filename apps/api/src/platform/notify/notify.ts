import { notificationTarget } from '@cc/contracts/features';
import {
  type InboxItem,
  type NotificationMessage,
  notificationMessageSchema,
  type PushPayload,
} from '@cc/contracts/notification';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '../db/client';
import { communityScope } from '../db/community-scope';
import type { PushReport, PushService } from '../push/push-service';
import type { Realtime } from '../realtime/realtime';
import { type Audience, audienceQuery } from './audience';
import { notificationId } from './notification-id';
import { notificationBadges, notificationRecipients, notifications } from './tables';

export interface NotifyResult {
  /** Null when the audience held nobody: then nothing was written, published or pushed. */
  notificationID: string | null;
  recipients: number;
  /** Settles when the web pushes are done; never rejects (failures are logged). */
  pushed: Promise<PushReport>;
}

/**
 * The one call every feature raises a notification with:
 *
 *   await s.notify(communityId, { kind: 'staff' }, { title, body, featureEnum: 'REPAIR_REQUEST' });
 *   await s.notify(communityId, { kind: 'users', userIds }, { title, body, featureEnum, target });
 *   await s.notify(communityId, { kind: 'unitResidents', unitIds }, { title, body, featureEnum });
 *
 * Recipients are always current members of the community. It stores one inbox item per
 * recipient and bumps their badges in one transaction (a few statements however many
 * recipients), then publishes the item and the new badge counts to open consoles on every
 * instance, then sends web push in the background. `target` defaults to the registry's
 * notificationTarget for the feature. A message that breaks notificationMessageSchema throws.
 */
export type Notify = (
  communityId: string,
  audience: Audience,
  message: NotificationMessage,
) => Promise<NotifyResult>;

/**
 * What a listener hears of each stored notification, after its transaction committed: a feature
 * that copies notifications elsewhere (office alerts) registers one, so this file names none.
 */
export interface NotifiedEvent {
  communityId: string;
  notificationID: string;
  audience: Audience['kind'];
  message: NotificationMessage & { target: string };
}
export type NotifyListener = (event: NotifiedEvent) => Promise<void>;

export interface Notifier {
  notify: Notify;
  /** Adds a listener; one that throws is logged and never fails the notify call. */
  listen(listener: NotifyListener): void;
  /** Waits for pushes still in flight (shutdown). */
  close(): Promise<void>;
}

const nothingPushed = Promise.resolve<PushReport>({ sent: 0, removed: 0, failed: 0 });

export function createNotifier(
  db: Database,
  realtime: Realtime,
  push: PushService,
  log: Pick<FastifyBaseLogger, 'error'>,
): Notifier {
  const inFlight = new Set<Promise<PushReport>>();
  const listeners: NotifyListener[] = [];

  async function store(communityId: string, audience: Audience, m: NotificationMessage & { target: string }) {
    const id = notificationId();
    const recipients = audienceQuery(communityId, audience);
    return communityScope(db, communityId).run(async (tx) => {
      const [created] = await queryRows<{ created_at: Date | string }>(
        tx,
        sql`insert into ${notifications} (id, community_id, feature_enum, title, body, target)
          select ${id}::uuid, ${communityId}, ${m.featureEnum}, ${m.title}, ${m.body}, ${m.target}
          where exists (${recipients})
          returning created_at`,
      );
      if (!created) return null;
      await tx.execute(
        sql`insert into ${notificationRecipients} (user_id, community_id, notification_id)
          select a.user_id, ${communityId}, ${id}::uuid from (${recipients}) a`,
      );
      const badges = await queryRows<{ user_id: string; unread: number }>(
        tx,
        sql`insert into ${notificationBadges} (user_id, community_id, unread)
          select user_id, community_id, 1 from ${notificationRecipients} where notification_id = ${id}
          on conflict (user_id, community_id) do update set unread = ${notificationBadges.unread} + 1
          returning user_id, unread`,
      );
      return { id, createdAt: new Date(created.created_at).toISOString(), badges };
    });
  }

  const notify: Notify = async (communityId, audience, message) => {
    const m = notificationMessageSchema.parse(message);
    const target = m.target ?? notificationTarget(m.featureEnum);
    const stored = await store(communityId, audience, { ...m, target });
    if (!stored) return { notificationID: null, recipients: 0, pushed: nothingPushed };

    const userIds = stored.badges.map((b) => b.user_id);
    const item: InboxItem = {
      notificationID: stored.id,
      inboxTitle: m.title,
      inboxBody: m.body,
      displayActivityDate: stored.createdAt,
      readContentFlag: false,
      featureEnum: m.featureEnum,
      target,
    };
    // The item is the same for everyone; badge counts differ, so users are grouped by count.
    const byCount = new Map<number, string[]>();
    for (const b of stored.badges) {
      const ids = byCount.get(b.unread);
      if (ids) ids.push(b.user_id);
      else byCount.set(b.unread, [b.user_id]);
    }
    await realtime
      .publish(communityId, [
        { userIds, event: { type: 'notification', item } },
        ...[...byCount].map(([n, ids]) => ({
          userIds: ids,
          event: { type: 'badge' as const, inboxBadgeCount: n },
        })),
      ])
      .catch((err: Error) => log.error({ err, communityId }, 'live notification could not be published'));

    const event: NotifiedEvent = {
      communityId,
      notificationID: stored.id,
      audience: audience.kind,
      message: { ...m, target },
    };
    for (const listener of listeners)
      await listener(event).catch((err: Error) =>
        log.error({ err, communityId }, 'a notification listener failed'),
      );

    const pushed = push.send(userIds, pushPayload(communityId, item));
    inFlight.add(pushed);
    void pushed.finally(() => inFlight.delete(pushed));
    return { notificationID: stored.id, recipients: userIds.length, pushed };
  };

  return {
    notify,
    listen: (listener) => void listeners.push(listener),
    async close() {
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** Spec 3's push payload. Push services take about 4 KB, so long texts are shortened here only. */
function pushPayload(communityId: string, item: InboxItem): PushPayload {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  return {
    notification: { title: cut(item.inboxTitle, 100), body: cut(item.inboxBody, 400) },
    data: {
      featureEnum: item.featureEnum,
      target: item.target,
      communityID: communityId,
      notificationID: item.notificationID,
    },
  };
}
