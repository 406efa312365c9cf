import webpush from 'web-push';
import type { Config } from '../../config';
import { settingOrCreate } from '../db/app-settings';
import type { Database } from '../db/client';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair, generated once and shared by every instance. Both halves live
 * in one setting: two instances starting together could otherwise each win one half.
 */
export async function vapidDetails(db: Database, config: Config): Promise<VapidDetails> {
  const stored = await settingOrCreate(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { subject: vapidSubject(config), ...keys };
}

/** Push services want a way to reach the sender: the console's https address, else the mail sender. */
function vapidSubject(config: Config): string {
  if (config.PUBLIC_URL.startsWith('https://')) return config.PUBLIC_URL;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}
