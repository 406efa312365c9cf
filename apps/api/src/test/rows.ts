import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { auditLog } from '../platform/audit/tables';
import type { Database } from '../platform/db/client';

/** How many rows a table holds (optionally matching `where`): "writes nothing" is a count unchanged. */
export async function countRows(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

/** How many audit rows a community has of one action. */
export const countAudits = (db: Database, communityId: string, action: string) =>
  countRows(db, auditLog, and(eq(auditLog.communityId, communityId), eq(auditLog.action, action)));
