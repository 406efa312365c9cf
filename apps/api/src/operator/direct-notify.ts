import type { Config } from '../config';
import type { Database } from '../platform/db/client';
import { type NotificationParts, notificationParts } from '../platform/notify/notification-parts';
import type { OperatorContext } from './commands';

const stderrLog = {
  warn: (...args: unknown[]) => console.error('warning:', ...args),
  error: (...args: unknown[]) => console.error('error:', ...args),
};

/**
 * For the CLI when no server runs on this machine: its own notify service over the database.
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
  return { ctx, close: async () => (await parts)?.close() };
}
