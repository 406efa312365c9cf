import { and, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { DeskWork } from './desk-work';
import { isWaiting } from './list-filter-queries';
import type { Page } from './list-parcels';
import { fullName } from './parcel-row-queries';
import { badRequest } from './refusals';
import { parcelOvertimeRequests, parcels } from './tables';

const active = sql`${parcelOvertimeRequests.status} = 'ACTIVE'`;

function selectRequests(w: DeskWork) {
  return w.tx
    .select({ r: parcelOvertimeRequests, p: parcels, requestedBy: fullName(users) })
    .from(parcelOvertimeRequests)
    .innerJoin(parcels, eq(parcels.id, parcelOvertimeRequests.parcelId))
    .leftJoin(users, eq(users.id, parcelOvertimeRequests.requestedBy))
    .$dynamic();
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

/** The parcel's active overtime request, if it has one. */
export async function activeRequest(w: DeskWork, parcelId: string) {
  const [row] = await selectRequests(w).where(
    w.scope.owns(parcelOvertimeRequests, eq(parcelOvertimeRequests.parcelId, parcelId), active),
  );
  return row;
}

/** Condition for the page after `lastKey`, keyset over (created_at, id); undefined on the first page. */
function afterRequest(lastKey: string | undefined) {
  if (!lastKey) return undefined;
  const [time, id] = lastKey.split('_');
  const at = new Date(time ?? '');
  if (Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/i.test(id ?? ''))
    throw badRequest('LAST_KEY_NOT_VALID');
  return sql`(${parcelOvertimeRequests.createdAt}, ${parcelOvertimeRequests.id}) < (${at.toISOString()}::timestamptz, ${id}::uuid)`;
}

/** Active requests on parcels still waiting, newest first; fetched with limit + 1 to tell a next page. */
export function activeRequestsPage(w: DeskWork, page: Page) {
  return selectRequests(w)
    .where(w.scope.owns(parcelOvertimeRequests, and(active, isWaiting, afterRequest(page.lastKey))))
    .orderBy(desc(parcelOvertimeRequests.createdAt), desc(parcelOvertimeRequests.id))
    .limit(page.limit + 1);
}
