import { type AppPlatform, type AppVersion, compareVersions } from '@cc/contracts/util';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { appVersions } from './tables';

/*
 * App versions are the product's own, not community data: nothing here is community-scoped.
 */

type Row = typeof appVersions.$inferSelect;

/** A release as the app reads it; given the app's own version, whether it must update first. */
export const toAppVersion = (r: Row, running?: string): AppVersion => ({
  platform: r.platform,
  latestVersion: r.latestVersion,
  minimumVersion: r.minimumVersion,
  forceUpdate:
    running === undefined
      ? r.forceUpdate
      : compareVersions(running, r.minimumVersion) < 0 ||
        (r.forceUpdate && compareVersions(running, r.latestVersion) < 0),
  note: r.note,
  releasedAt: r.releasedAt.toISOString(),
});

/** The newest release of each platform (or of one). */
export async function latestVersions(db: Executor, platform?: AppPlatform) {
  const platforms: AppPlatform[] = platform ? [platform] : ['IOS', 'ANDROID'];
  const found: Row[] = [];
  for (const p of platforms) {
    const [row] = await db
      .select()
      .from(appVersions)
      .where(eq(appVersions.platform, p))
      .orderBy(desc(appVersions.releasedAt))
      .limit(1);
    if (row) found.push(row);
  }
  return found;
}

export async function addVersion(
  db: Executor,
  v: Pick<Row, 'platform' | 'latestVersion' | 'minimumVersion' | 'forceUpdate'> & { note?: string | null },
) {
  const [row] = await db.insert(appVersions).values(v).returning();
  return row!;
}

export const allVersions = (db: Executor) =>
  db.select().from(appVersions).orderBy(desc(appVersions.releasedAt));
