import type { Config } from '../config';
import { ALL_FEATURES } from '../features';
import type { Database } from '../platform/db/client';
import type { Feature } from '../platform/feature/define-feature';
import { createJobRunner } from '../platform/jobs/job-runner';
import { type NotificationParts, notificationParts } from '../platform/notify/notification-parts';
import { onAccessChangeOver } from '../platform/tenancy/access-change';
import type { OperatorContext } from './commands';

const stderrLog = {
  warn: (...args: unknown[]) => console.error('warning:', ...args),
  error: (...args: unknown[]) => console.error('error:', ...args),
};

/**
 * The CLI's notify service, heard by every feature that listens to notifications, as the API's
 * is (registerFeatures): a staff notification the operator raises reaches the office's LINE,
 * Telegram and webhook like any other. A listener here only writes (its copies and the jobs
 * that send them, in the database); the CLI runs no jobs, so its runner is never started and
 * knows the kinds only to schedule them, and a server's job runner sends them.
 */
async function heardNotificationParts(db: Database, config: Config, features: readonly Feature[]) {
  const parts = await notificationParts(db, config, stderrLog);
  const jobs = createJobRunner(db);
  for (const feature of features)
    for (const [kind, job] of Object.entries(feature.jobs ?? {}))
      jobs.register(kind, {
        payload: job.payload,
        handle: async () => {
          throw new Error(`the operator CLI runs no jobs (${kind})`);
        },
      });
  for (const feature of features) {
    const heard = feature.onNotified;
    if (heard) parts.listenToNotify((event) => heard(event, { db, jobs }));
  }
  return parts;
}

/**
 * For the CLI when no server runs on this machine: its own notify service over the database,
 * and its access changes announced to the running instances.
 * Inbox rows and web push need nothing more; live delivery needs REDIS_URL, the way the API
 * instances reach each other; copies to office channels go when a server runs its jobs. Built
 * only when a command asks for it.
 */
export function directNotifyContext(
  db: Database,
  config: Config,
  features: readonly Feature[] = ALL_FEATURES,
) {
  let parts: Promise<NotificationParts> | undefined;
  const ctx: OperatorContext = {
    notify: async (...args) => {
      if (!config.REDIS_URL) {
        console.error(
          'note: no server running from this DATA_DIR and no REDIS_URL: the notification is stored and ' +
            'pushed, but open consoles see it only at their next badge refresh.',
        );
      }
      parts ??= heardNotificationParts(db, config, features);
      return (await parts).notify(...args);
    },
  };
  // An access change (a switch, a suspension, a role) reaches the running instances through
  // the same fan-out; without Redis they see it when their cache's TTL runs out (seconds).
  const stopAnnouncing = config.REDIS_URL
    ? onAccessChangeOver(db, async (change) => {
        parts ??= heardNotificationParts(db, config, features);
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
