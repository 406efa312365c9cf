import type { HandOut } from '@cc/contracts/parcel-inputs';
import { inArray } from 'drizzle-orm';
import { recordEvents } from './activity';
import type { DeskWork } from './desk-work';
import { findParcels } from './list-parcels';
import { assertMove, statusAfter } from './parcel-state';
import { unitResidents } from './recipient';
import { badRequest } from './refusals';
import { parcels } from './tables';

const CLOCK_SKEW_MS = 60_000;

/** Who collects, as the record keeps it: a resident of the unit, or a proxy the desk names. */
async function collectorOf(w: DeskWork, unitId: string, unitNo: string, c: HandOut['collector']) {
  if (c.kind === 'PROXY') return { kind: c.kind, userId: null, name: c.name, phone: c.phone };
  const resident = (await unitResidents(w, unitId)).find((r) => r.userId === c.userID);
  if (!resident) throw badRequest('NOT_A_RESIDENT', { unitNo });
  return { kind: c.kind, userId: resident.userId, name: resident.name ?? '', phone: resident.mobile };
}

function handOutTime(input: HandOut, received: Date[], now: number): Date {
  if (!input.handedOutAt) return new Date(now);
  const at = new Date(input.handedOutAt);
  if (at.getTime() > now + CLOCK_SKEW_MS) throw badRequest('INVALID_TIME');
  if (received.some((r) => at < r)) throw badRequest('HANDED_OUT_BEFORE_ARRIVAL');
  return at;
}

/**
 * Hands out parcels of one unit to one collector: all of them or, if any cannot go (not waiting,
 * another unit, not this community's), none. The rows stay locked until the end, so two desks
 * cannot hand out the same parcel twice.
 */
export async function handOutParcels(w: DeskWork, input: HandOut) {
  const rows = await findParcels(w, input.parcelIDs, true);
  for (const { p } of rows) assertMove('handOut', p, w.desk.timeZone);
  const units = [...new Set(rows.map((r) => r.p.unitNo))];
  if (units.length > 1) {
    throw badRequest('MIXED_UNITS', { units: units.join(', ') });
  }
  const first = rows[0]!.p;
  const collector = await collectorOf(w, first.unitId, first.unitNo, input.collector);
  const at = handOutTime(
    input,
    rows.map((r) => r.p.receivedAt),
    Date.now(),
  );
  await w.tx
    .update(parcels)
    .set({
      status: statusAfter('handOut', first.status),
      handedOutAt: at,
      handedOutBy: w.userId,
      collectorKind: collector.kind,
      collectorUserId: collector.userId,
      collectorName: collector.name,
      collectorPhone: collector.phone,
      statusReason: null,
      updatedAt: new Date(),
    })
    .where(w.scope.owns(parcels, inArray(parcels.id, input.parcelIDs)));
  const detail = {
    collector: { kind: collector.kind, name: collector.name, phone: collector.phone },
    note: input.note,
  };
  await recordEvents(
    w,
    rows.map((r) => ({ parcelId: r.p.id, action: 'HANDED_OUT', detail })),
  );
  return findParcels(w, input.parcelIDs);
}
