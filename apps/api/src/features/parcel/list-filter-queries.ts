import type { ParcelStatus, ParcelTab, ParcelType } from '@cc/contracts/parcel';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { startOfLocalDay } from './local-day-queries';
import type { Desk } from './settings';
import { parcels } from './tables';

export interface ParcelFilter {
  from?: string;
  to?: string;
  buildingID?: string;
  unitID?: string;
  type?: ParcelType;
  carrier?: string;
  status?: ParcelStatus;
}

// Written as literals, not parameters, so the planner can match the partial indexes.
export const isWaiting = sql`${parcels.status} = 'WAITING'`;
export const needsNoticePrinted = sql`${parcels.status} = 'WAITING' and ${parcels.needsNotice} and ${parcels.printedAt} is null`;
export const isDeleted = sql`${parcels.status} = 'DELETED'`;
const notDeleted = sql`${parcels.status} <> 'DELETED'`;

/** What a tab holds. "All" leaves out deleted parcels unless the status filter asks for them. */
export function tabCondition(tab: ParcelTab, status?: ParcelStatus): SQL | undefined {
  if (tab === 'waiting') return isWaiting;
  if (tab === 'notice') return needsNoticePrinted;
  return status ? undefined : notDeleted;
}

/** The list's filters as conditions; dates are the community's calendar days, `to` included. */
export function filterCondition(f: ParcelFilter, desk: Desk): SQL | undefined {
  return and(
    f.from ? gte(parcels.receivedAt, startOfLocalDay(f.from, desk.timeZone)) : undefined,
    f.to ? lt(parcels.receivedAt, startOfLocalDay(f.to, desk.timeZone, true)) : undefined,
    f.buildingID ? eq(parcels.buildingId, f.buildingID) : undefined,
    f.unitID ? eq(parcels.unitId, f.unitID) : undefined,
    f.type ? eq(parcels.type, f.type) : undefined,
    f.carrier ? eq(parcels.carrier, f.carrier) : undefined,
    f.status ? eq(parcels.status, f.status) : undefined,
  );
}
