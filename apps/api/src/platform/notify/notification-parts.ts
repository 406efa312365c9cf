import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../db/client';
import { createPushService, type PushService } from '../push/push-service';
import { vapidDetails } from '../push/vapid';
import { chooseSubprotocol } from '../realtime/handshake';
import { createRealtime, type RealtimeHub } from '../realtime/realtime';
import { createNotifier, type Notify, type NotifyListener } from './notify';

export interface NotificationParts {
  notify: Notify;
  /** Hears every stored notification (see NotifiedEvent). */
  listenToNotify(listener: NotifyListener): void;
  realtime: RealtimeHub;
  push: PushService;
  /** Waits for pushes in flight, then leaves the fan-out. */
  close(): Promise<void>;
}

/**
 * The notification plumbing of one process: live fan-out (Redis when REDIS_URL is set, else
 * in-process), web push with the shared VAPID keys, and the notify service over both. The API
 * builds it once; the operator CLI builds its own when it works on the database directly.
 */
export async function notificationParts(
  db: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): Promise<NotificationParts> {
  const realtime = await createRealtime({
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    log,
  });
  const push = createPushService(db, await vapidDetails(db, config), log);
  const notifier = createNotifier(db, realtime, push, log);
  return {
    notify: notifier.notify,
    listenToNotify: notifier.listen,
    realtime,
    push,
    async close() {
      await notifier.close();
      await realtime.close();
    },
  };
}

/** The API's parts, with the WebSocket support live routes need; all closed with the app. */
export async function buildNotificationParts(app: FastifyInstance, config: Config, db: Database) {
  const parts = await notificationParts(db, config, app.log);
  // Before the plugin's own preClose, so consoles are told "going away" (1001) and reconnect.
  app.addHook('preClose', async () => parts.realtime.closeSockets());
  // After the last request: pushes in flight finish, then the fan-out connections close.
  app.addHook('onClose', async () => parts.close());
  await app.register(websocket, {
    options: { maxPayload: 4096, handleProtocols: chooseSubprotocol },
  });
  return {
    notify: parts.notify,
    listenToNotify: parts.listenToNotify,
    realtime: parts.realtime,
    push: parts.push,
  };
}
