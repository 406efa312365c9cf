import { eq } from 'drizzle-orm';
import { recordEvents } from './activity';
import type { DeskWork } from './desk-work';
import type { Page } from './list-parcels';
import { activeRequest, activeRequestsPage, type RequestRow } from './overtime-queries';
import { overdueAt } from './parcel-row-queries';
import { assertMove } from './parcel-state';
import { badRequest, conflict, notFound } from './refusals';
import { residentParcel } from './resident-parcels';
import { parcelOvertimeRequests, parcels } from './tables';

const toRequest = (w: DeskWork, { r, p, requestedBy }: RequestRow) => ({
  requestID: r.id,
  parcelID: p.id,
  no: p.no,
  unitNo: p.unitNo,
  recipientName: p.recipientName,
  days: r.days,
  reason: r.reason,
  status: r.status,
  requestedBy,
  createdAt: r.createdAt.toISOString(),
  overdueAt: overdueAt(
    { receivedAt: p.receivedAt, extraDays: r.status === 'ACTIVE' ? r.days : 0 },
    w.desk,
  ).toISOString(),
});

export async function overtimeFor(w: DeskWork, parcelId: string) {
  await residentParcel(w, parcelId);
  const row = await activeRequest(w, parcelId);
  const { overtimeAllowed, overtimeMaxDays } = w.desk.settings;
  return { overtimeAllowed, overtimeMaxDays, request: row ? toRequest(w, row) : null };
}

/** A resident asks to keep their waiting parcel `days` longer; granted at once within the rules. */
export async function requestOvertime(
  w: DeskWork,
  input: { parcelID: string; days: number; reason?: string },
) {
  const { overtimeAllowed, overtimeMaxDays } = w.desk.settings;
  if (!overtimeAllowed) throw conflict('OVERTIME_CLOSED');
  if (input.days > overtimeMaxDays)
    throw badRequest('TOO_MANY_DAYS', {
      max: overtimeMaxDays,
    });
  const p = await residentParcel(w, input.parcelID, true);
  assertMove('extend', p, w.desk.timeZone);
  const existing = await activeRequest(w, p.id);
  if (existing) {
    throw conflict('OVERTIME_EXISTS', { days: existing.r.days });
  }
  await w.tx.insert(parcelOvertimeRequests).values({
    communityId: w.scope.communityId,
    parcelId: p.id,
    requestedBy: w.userId,
    days: input.days,
    reason: input.reason ?? null,
  });
  await w.tx
    .update(parcels)
    .set({ extraDays: input.days })
    .where(w.scope.owns(parcels, eq(parcels.id, p.id)));
  await recordEvents(w, [
    { parcelId: p.id, action: 'OVERTIME_REQUESTED', detail: { days: input.days, reason: input.reason } },
  ]);
  return toRequest(w, (await activeRequest(w, p.id))!);
}

export async function cancelOvertime(w: DeskWork, parcelId: string) {
  const p = await residentParcel(w, parcelId, true);
  assertMove('extend', p, w.desk.timeZone);
  const existing = await activeRequest(w, p.id);
  if (!existing) throw notFound('NO_OVERTIME_REQUEST');
  await w.tx
    .update(parcelOvertimeRequests)
    .set({ status: 'CANCELLED', cancelledAt: new Date() })
    .where(w.scope.owns(parcelOvertimeRequests, eq(parcelOvertimeRequests.id, existing.r.id)));
  await w.tx
    .update(parcels)
    .set({ extraDays: 0 })
    .where(w.scope.owns(parcels, eq(parcels.id, p.id)));
  await recordEvents(w, [
    { parcelId: p.id, action: 'OVERTIME_CANCELLED', detail: { days: existing.r.days } },
  ]);
  return toRequest(w, { ...existing, r: { ...existing.r, status: 'CANCELLED' } });
}

/** Active requests on parcels still waiting, newest first, keyset over (created_at, id). */
export async function listOvertime(w: DeskWork, page: Page) {
  const rows = await activeRequestsPage(w, page);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    isSuccess: true as const,
    items: items.map((row) => toRequest(w, row)),
    lastKey: rows.length > page.limit && last ? `${last.r.createdAt.toISOString()}_${last.r.id}` : null,
  };
}
