import type { Parcel } from '@cc/contracts/parcel';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../platform/services';

type Happening = 'arrived' | 'handedOut' | 'returned';
type NoticeParcel = Pick<Parcel, 'unitID' | 'unitNo' | 'no' | 'carrier'> & {
  collector?: Parcel['collector'];
};

const LISTED = 10;

/** What the residents read, in Thai (the product's default language; the app is Thai first). */
function message(happening: Happening, parcels: NoticeParcel[]) {
  const first = parcels[0]!;
  const more = parcels.length > LISTED ? ` และอีก ${parcels.length - LISTED} ชิ้น` : '';
  const nos = `${parcels
    .slice(0, LISTED)
    .map((p) => p.no)
    .join(', ')}${more}`;
  const unit = first.unitNo;
  switch (happening) {
    case 'arrived':
      return {
        title: 'มีพัสดุมาถึง',
        body: `พัสดุเลขที่ ${nos} (${first.carrier}) ของห้อง ${unit} รอรับได้ที่สำนักงานนิติบุคคล`,
      };
    case 'handedOut': {
      const who = first.collector?.name ?? '';
      return {
        title: 'รับพัสดุแล้ว',
        body: `พัสดุเลขที่ ${nos} ของห้อง ${unit} ถูกรับไปแล้วโดย ${who}`,
      };
    }
    case 'returned':
      return { title: 'พัสดุถูกส่งคืนผู้ส่ง', body: `พัสดุเลขที่ ${nos} ของห้อง ${unit} ถูกส่งคืนผู้ส่งแล้ว` };
  }
}

/**
 * Tells the residents of the parcels' units, one notification per unit. Called after the
 * change has committed: a notification that fails is logged, and the change still stands.
 */
export async function notifyResidents(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  happening: Happening,
  parcels: NoticeParcel[],
) {
  const byUnit = new Map<string, NoticeParcel[]>();
  for (const p of parcels) byUnit.set(p.unitID, [...(byUnit.get(p.unitID) ?? []), p]);
  for (const [unitId, unitParcels] of byUnit) {
    try {
      await s.notify(
        communityId,
        { kind: 'unitResidents', unitIds: [unitId] },
        { ...message(happening, unitParcels), featureEnum: 'PARCEL' },
      );
    } catch (err) {
      log.error({ err, communityId, unitId, happening }, 'parcel notification failed');
    }
  }
}

/**
 * An imported file can hold parcels for hundreds of units: one notification to all of their
 * residents, rather than one per unit, so the save is not followed by hundreds more writes.
 */
export async function notifyImported(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  unitIds: string[],
) {
  try {
    await s.notify(
      communityId,
      { kind: 'unitResidents', unitIds },
      {
        title: 'มีพัสดุมาถึง',
        body: 'มีพัสดุใหม่ของห้องคุณรอรับที่สำนักงานนิติบุคคล ดูรายการได้ในแอป',
        featureEnum: 'PARCEL',
      },
    );
  } catch (err) {
    log.error({ err, communityId, units: unitIds.length }, 'parcel import notification failed');
  }
}

/** A resident asked for more time: the desk's staff hear of it, pointed at the overdue page. */
export async function notifyOvertimeAsked(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  r: { unitNo: string; no: number; days: number },
) {
  try {
    await s.notify(
      communityId,
      { kind: 'staff' },
      {
        title: 'ขอเลื่อนรับพัสดุ',
        body: `ห้อง ${r.unitNo} ขอให้เก็บพัสดุเลขที่ ${r.no} ไว้อีก ${r.days} วัน`,
        featureEnum: 'PARCEL',
        target: '/dashboard/parceloverdue',
      },
    );
  } catch (err) {
    log.error({ err, communityId }, 'overtime notification failed');
  }
}
