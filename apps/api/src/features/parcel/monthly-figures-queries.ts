import { isNull, lt, sql } from 'drizzle-orm';
import type { MonthContext, MonthlyFiguresPart } from '../../platform/feature/monthly-figures';
import { parcels } from './tables';

const n = (expr: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${expr})`.mapWith(Number);

/** Parcels of a month for the committee: received, handed out, returned, and still waiting at its end. */
async function parcelMonth({ tx, scope, from, to }: MonthContext) {
  const [row] = await tx
    .select({
      received: n(sql`${parcels.receivedAt} >= ${from}`),
      handedOut: n(sql`${parcels.handedOutAt} >= ${from} and ${parcels.handedOutAt} < ${to}`),
      returned: n(sql`${parcels.returnedAt} >= ${from} and ${parcels.returnedAt} < ${to}`),
      waitingAtEnd: n(
        sql`(${parcels.handedOutAt} is null or ${parcels.handedOutAt} >= ${to})
          and (${parcels.returnedAt} is null or ${parcels.returnedAt} >= ${to})`,
      ),
    })
    .from(parcels)
    // Deleted parcels were entered by mistake: they count nowhere.
    .where(scope.owns(parcels, lt(parcels.receivedAt, to), isNull(parcels.deletedAt)));
  return [
    {
      key: 'received',
      th: 'พัสดุที่รับเข้า',
      en: 'Parcels received',
      value: row?.received ?? 0,
      unit: 'count' as const,
    },
    {
      key: 'handedOut',
      th: 'พัสดุที่จ่ายออก',
      en: 'Parcels handed out',
      value: row?.handedOut ?? 0,
      unit: 'count' as const,
    },
    {
      key: 'returned',
      th: 'พัสดุที่ตีกลับ',
      en: 'Parcels returned',
      value: row?.returned ?? 0,
      unit: 'count' as const,
    },
    {
      key: 'waitingAtEnd',
      th: 'พัสดุคงค้างสิ้นเดือน',
      en: 'Waiting at month end',
      value: row?.waitingAtEnd ?? 0,
      unit: 'count' as const,
    },
  ];
}

export const parcelMonthlyFigures: MonthlyFiguresPart = {
  featureEnum: 'PARCEL',
  title: { th: 'พัสดุ', en: 'Parcels' },
  permission: 'PARCEL:read',
  figures: parcelMonth,
};
