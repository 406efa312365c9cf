import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { ACROSS_ROLE } from './app-role';
import type { Database, Transaction } from './client';

/**
 * Why a piece of work may see more than one community's rows. Each is a place in the code that
 * is about several communities by nature, never a request working inside one:
 * - `operator`: the platform operator's commands (create communities, add members, notify);
 * - `member-communities`: a signed-in user's own memberships in every community (the community
 *   switcher, the counts per community, the communities they administer) and their own inbox
 *   rows (which community a notification they were sent belongs to);
 * - `membership-check`: whether a user belongs to a community, before anything of it is read
 *   (the guard, the preferences' current community, the live socket, the guard handover);
 * - `invitation-code`: finding which community a code a stranger redeems belongs to;
 * - `handover`: redeeming a guard-handover token or a socket ticket, which names its community;
 * - `due-jobs`: the job runner picking due work, whichever community it is for;
 * - `start-up`: work every community needs when the API starts (the role matrix's new
 *   defaults; features' recurring jobs put on their way);
 * - `demo-seed`: writing the demo communities.
 */
export type AcrossReason =
  | 'operator'
  | 'member-communities'
  | 'membership-check'
  | 'invitation-code'
  | 'handover'
  | 'due-jobs'
  | 'start-up'
  | 'demo-seed';

/**
 * Runs `work` in a transaction of its own as the role that row-level security lets through,
 * naming why in `app.across_communities` (visible in pg_stat_activity's queries and to any
 * trigger or log that wants it). Both settings are transaction-local: they end with it, so the
 * connection goes back to the pool as the application role. Never inside another transaction:
 * a local role taken in a savepoint would outlive it for the rest of the outer transaction.
 */
export function acrossCommunities<T>(
  db: Database,
  reason: AcrossReason,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  if (is(db, PgTransaction)) throw new Error(`acrossCommunities(${reason}) inside a transaction`);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${ACROSS_ROLE}, true), set_config('app.across_communities', ${reason}, true)`,
    );
    return work(tx);
  });
}
