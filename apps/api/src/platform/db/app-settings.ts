import { eq } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Secrets and keys generated once and shared by every API instance (JWT secret, VAPID keys). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Reads a setting, creating it first if absent; two instances starting together agree on one value. */
export async function settingOrCreate(db: Database, key: string, create: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row!.value;
}
