import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DeskWork } from './desk-work';
import { isWaiting } from './list-filter-queries';
import { type Page, pageOfParcels } from './list-parcels';
import { DAY_MS } from './local-time';
import type { Desk } from './settings';
import { parcels } from './tables';

/**
 * Waiting longer than the community's overdue days plus any extra days granted on request.
 * The first bound is a plain range on received_at, so the waiting index finds the candidates;
 * the few parcels with extra days are then checked one by one.
 */
export function overdueCondition(desk: Desk, now = Date.now()): SQL {
  const cutoff = new Date(now - desk.settings.overdueDays * DAY_MS).toISOString();
  return sql`${isWaiting} and ${parcels.receivedAt} < ${cutoff}::timestamptz
    and (${parcels.extraDays} = 0 or ${parcels.receivedAt} + ${parcels.extraDays} * interval '1 day' < ${cutoff}::timestamptz)`;
}

/** The overdue page: oldest first, optionally one building's or one unit's. */
export function overdueParcels(w: DeskWork, f: { buildingID?: string; unitID?: string }, page: Page) {
  const where = and(
    overdueCondition(w.desk),
    f.buildingID ? eq(parcels.buildingId, f.buildingID) : undefined,
    f.unitID ? eq(parcels.unitId, f.unitID) : undefined,
  );
  return pageOfParcels(w, where, page, 'oldest');
}
