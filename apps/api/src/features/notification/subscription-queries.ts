import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { pushSubscriptions } from '../../platform/push/tables';

/** Browsers a user may have subscribed at once; the oldest go first (each push fans out to all). */
export const SUBSCRIPTIONS_PER_USER = 20;

/**
 * Keeps the browser's subscription for this user. A browser handed to another person moves its
 * subscription with it; past the limit, the user's oldest subscriptions go.
 */
export async function keepSubscription(db: Database, userId: string, token: string) {
  const mine = eq(pushSubscriptions.userId, userId);
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ token, userId })
      .onConflictDoUpdate({
        target: pushSubscriptions.token,
        set: { userId: sql`excluded.user_id`, createdAt: sql`now()` },
      });
    await tx.delete(pushSubscriptions).where(
      and(
        mine,
        sql`${pushSubscriptions.token} not in (select ${pushSubscriptions.token} from ${pushSubscriptions}
          where ${mine} order by ${pushSubscriptions.createdAt} desc limit ${SUBSCRIPTIONS_PER_USER})`,
      ),
    );
  });
}

/** Removes the user's own subscription of this browser; another user's is never touched. */
export async function dropSubscription(db: Database, userId: string, token: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.token, token), eq(pushSubscriptions.userId, userId)));
}
