import type { ParcelAction } from '@cc/contracts/parcel';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { DeskWork } from './desk-work';
import { findParcels, type Page } from './list-parcels';
import { startOfLocalDay } from './local-day-queries';
import { fullName } from './parcel-row-queries';
import { badRequest } from './refusals';
import { parcelEvents, parcels } from './tables';

function selectEvents(w: DeskWork) {
  return w.tx
    .select({
      e: parcelEvents,
      no: parcels.no,
      unitNo: parcels.unitNo,
      actorName: fullName(users),
    })
    .from(parcelEvents)
    .innerJoin(parcels, eq(parcels.id, parcelEvents.parcelId))
    .leftJoin(users, eq(users.id, parcelEvents.actorUserId))
    .$dynamic();
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

const toEvent = ({ e, no, unitNo, actorName }: EventRow) => ({
  eventID: String(e.id),
  parcelID: e.parcelId,
  no,
  unitNo,
  action: e.action as ParcelAction,
  actorUserID: e.actorUserId,
  actorName,
  at: e.at.toISOString(),
  detail: e.detail,
});

/** One parcel's history, oldest first (the parcel must be this community's). */
export async function parcelHistory(w: DeskWork, parcelId: string) {
  await findParcels(w, [parcelId]);
  const rows = await selectEvents(w)
    .where(w.scope.owns(parcelEvents, eq(parcelEvents.parcelId, parcelId)))
    .orderBy(asc(parcelEvents.id));
  return rows.map(toEvent);
}

const eventKey = (e: EventRow) => `${e.e.at.toISOString()}_${e.e.id}`;
function afterEvent(lastKey: string | undefined) {
  if (!lastKey) return undefined;
  const [time, id] = lastKey.split('_');
  const at = new Date(time ?? '');
  if (Number.isNaN(at.getTime()) || !/^\d+$/.test(id ?? '')) throw badRequest('LAST_KEY_NOT_VALID');
  return sql`(${parcelEvents.at}, ${parcelEvents.id}) < (${at.toISOString()}::timestamptz, ${Number(id)}::bigint)`;
}

export interface LogFilter {
  from?: string;
  to?: string;
  action?: ParcelAction;
}

/** The community's activity log, newest first, in keyset pages over (at, id). */
export async function activityLog(w: DeskWork, f: LogFilter, page: Page) {
  const tz = w.desk.timeZone;
  const rows = await selectEvents(w)
    .where(
      w.scope.owns(
        parcelEvents,
        and(
          f.from ? gte(parcelEvents.at, startOfLocalDay(f.from, tz)) : undefined,
          f.to ? lt(parcelEvents.at, startOfLocalDay(f.to, tz, true)) : undefined,
          f.action ? eq(parcelEvents.action, f.action) : undefined,
          afterEvent(page.lastKey),
        ),
      ),
    )
    .orderBy(desc(parcelEvents.at), desc(parcelEvents.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    isSuccess: true as const,
    items: items.map(toEvent),
    lastKey: rows.length > page.limit && last ? eventKey(last) : null,
  };
}
