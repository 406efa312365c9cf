import type { preferenceSchema } from '@cc/contracts/session';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { userPreferences } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import { inCommunity } from '../../platform/db/community-statement';
import { memberships } from '../../platform/tenancy/tables';

type Preference = z.infer<typeof preferenceSchema>;

/** The user's own preferences; nobody else's rows can come back. */
export async function preferencesOf(db: Executor, userId: string) {
  return db
    .select({ key: userPreferences.key, value: userPreferences.value })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
}

/** The community the user last switched to (the `current-community` preference), if any. */
export async function currentCommunityOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ value: userPreferences.value })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, 'current-community')));
  return row?.value;
}

/** Whether the user belongs to the community (a current-community they are not in is refused). */
export async function isMemberOf(db: Executor, userId: string, communityId: string) {
  const [member] = await inCommunity(
    db,
    communityId,
    db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.communityId, communityId))),
  );
  return Boolean(member);
}

/** Sets each given preference of the user, one row per key. */
export async function savePreferences(db: Executor, userId: string, preferences: readonly Preference[]) {
  await db
    .insert(userPreferences)
    .values(preferences.map((p) => ({ userId, key: p.key, value: p.value })))
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.key],
      set: { value: sql`excluded.value` },
    });
}
