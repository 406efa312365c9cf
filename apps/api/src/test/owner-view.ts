import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../platform/db/client';

/**
 * A test's own view of a PGlite database whose one session works as the application role: each
 * statement (or transaction) it sends runs in a transaction that takes the session's own user,
 * the tables' owner, back (`set local role none`), so a test can build and inspect rows of any
 * community while the app beside it stays held by row-level security. PGlite runs one
 * transaction at a time, so the app's statements never run inside the owner's.
 */
export function pgliteOwnerView(client: PGlite): Database {
  const asOwner = <T>(work: (tx: PgliteTransaction) => Promise<T>) =>
    client.transaction(async (tx) => {
      await tx.exec('set local role none');
      return work(tx);
    });
  const view: Pick<PGlite, 'query' | 'exec' | 'transaction'> = {
    query: (query, params, options) => asOwner((tx) => tx.query(query, params, options)),
    exec: (query, options) => asOwner((tx) => tx.exec(query, options)),
    transaction: asOwner,
  };
  return drizzle({ client: view as PGlite }) as unknown as Database;
}
