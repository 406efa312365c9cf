import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../platform/db/client';

/** How many rows a table holds (optionally matching `where`): "writes nothing" is a count unchanged. */
export async function countRows(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row!.n;
}
