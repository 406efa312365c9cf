import type { Visit, VisitDetail } from '@cc/contracts/vms-records';
import type { VisitRow } from './visit-queries';
import { stampsOf } from './visit-queries';
import type { VmsWork } from './vms-work';

const MINUTE = 60_000;

/** A visit as the gate answers it: the ID document only as type and last four. */
export function toVisit(row: VisitRow, overstayMinutes: number, now: Date): Visit {
  return {
    visitID: row.id,
    slipCode: row.slipCode,
    name: row.name,
    phone: row.phone,
    visitorType: row.visitorType,
    vehicleType: row.vehicleType,
    plate: row.plate,
    province: row.province,
    unitID: row.unitId,
    unitNo: row.unitNo,
    purpose: row.purpose,
    idDocument: row.idType && row.idLast4 ? { type: row.idType, last4: row.idLast4 } : null,
    badge: row.badge,
    checkedInAt: row.checkedInAt.toISOString(),
    checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
    stamps: row.stamps,
    feeSatang: row.feeSatang,
    paymentMethod: row.paymentMethod,
    waiveReason: row.waiveReason,
    forcedOutReason: row.forcedOutReason,
    overstayed: (row.checkedOutAt ?? now).getTime() - row.checkedInAt.getTime() > overstayMinutes * MINUTE,
    passID: row.passId,
    hasFacePhoto: !!row.facePhoto,
    hasPlatePhoto: !!row.platePhoto,
  };
}

/** One visit with its stamps, cancelled ones included (who gave and who took back is the record). */
export async function toDetail(w: VmsWork, row: VisitRow, overstayMinutes: number): Promise<VisitDetail> {
  const stamps = await stampsOf(w, row.id);
  return {
    ...toVisit(row, overstayMinutes, w.now),
    stampList: stamps.map((s) => ({
      stampID: s.id,
      stampedAt: s.stampedAt.toISOString(),
      stampedBy: s.stampedBy,
      cancelledAt: s.cancelledAt?.toISOString() ?? null,
    })),
  };
}
