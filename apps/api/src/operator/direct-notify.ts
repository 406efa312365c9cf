import type { Config } from '../config';
import type { Database } from '../platform/db/client';
import { type NotificationParts, notificationParts } from '../platform/notify/notification-parts';
import { onAccessChangeOver } from '../platform/tenancy/access-change';
import type { OperatorContext } from './commands';

const stderrLog = {
  warn: (...args: unknown[]) => console.error('warning:', ...args),
  error: (...args: unknown[]) => console.error('error:', ...args),
};

/**
 * For the CLI when no server runs on this machine: its own notify service over the database,
 * and its access changes announced to the running instances.
 * Inbox rows and web push need nothing more; live delivery needs REDIS_URL, the way the API
 * instances reach each other. Built only when a command asks for it.
 */
export function directNotifyContext(db: Database, config: Config) {
  let parts: Promise<NotificationParts> | undefined;
  const ctx: OperatorContext = {
    notify: async (...args) => {
      if (!config.REDIS_URL) {
        console.error(
          'note: no server running from this DATA_DIR and no REDIS_URL: the notification is stored and ' +
            'pushed, but open consoles see it only at their next badge refresh.',
        );
      }
      parts ??= notificationParts(db, config, stderrLog);
      return (await parts).notify(...args);
    },
  };
  // An access change (a switch, a suspension, a role) reaches the running instances through
  // the same fan-out; without Redis they see it when their cache's TTL runs out (seconds).
  const stopAnnouncing = config.REDIS_URL
    ? onAccessChangeOver(db, async (change) => {
        parts ??= notificationParts(db, config, stderrLog);
        await (await parts).realtime.publishAccessChange(change);
      })
    : () => {};
  return {
    ctx,
    close: async () => {
      stopAnnouncing();
      await (await parts)?.close();
    },
  };
}
