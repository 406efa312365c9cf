import { asc, gt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { maintenanceWindows } from './tables';

/* The operator's maintenance windows are the platform's, the same for every community. */

/** The window in force now, or the next one to come; null when none is set. */
export async function currentOrNextWindow(db: Executor, now = new Date()) {
  const [row] = await db
    .select()
    .from(maintenanceWindows)
    .where(gt(maintenanceWindows.endsAt, now))
    .orderBy(asc(maintenanceWindows.startsAt))
    .limit(1);
  if (!row) return null;
  return {
    from: row.startsAt.toISOString(),
    to: row.endsAt.toISOString(),
    message: row.message,
    active: row.startsAt <= now,
  };
}

export async function addWindow(db: Executor, w: { startsAt: Date; endsAt: Date; message?: string }) {
  const [row] = await db.insert(maintenanceWindows).values(w).returning();
  return row!;
}

export async function clearWindows(db: Executor) {
  const removed = await db
    .delete(maintenanceWindows)
    .where(gt(maintenanceWindows.endsAt, new Date()))
    .returning();
  return removed.length;
}
