import { lt, sql } from 'drizzle-orm';
import type { MonthContext, MonthlyFiguresPart } from '../../platform/feature/monthly-figures';
import { repairRequests } from './tables';

/** Repair requests of a month: opened, closed, still open at its end, and money collected (satang). */
async function repairMonth({ tx, scope, from, to }: MonthContext) {
  const closedIn = sql`${repairRequests.closedAt} >= ${from} and ${repairRequests.closedAt} < ${to}`;
  const [row] = await tx
    .select({
      opened: sql<number>`count(*) filter (where ${repairRequests.createdAt} >= ${from})`.mapWith(Number),
      closed: sql<number>`count(*) filter (where ${closedIn})`.mapWith(Number),
      openAtEnd:
        sql<number>`count(*) filter (where ${repairRequests.closedAt} is null or ${repairRequests.closedAt} >= ${to})`.mapWith(
          Number,
        ),
      collected:
        sql<number>`coalesce(sum(${repairRequests.collectedSatang}) filter (where ${closedIn}), 0)`.mapWith(
          Number,
        ),
    })
    .from(repairRequests)
    .where(scope.owns(repairRequests, lt(repairRequests.createdAt, to)));
  const r = row ?? { opened: 0, closed: 0, openAtEnd: 0, collected: 0 };
  return [
    { key: 'opened', th: 'คำขอแจ้งซ่อมใหม่', en: 'Requests opened', value: r.opened, unit: 'count' as const },
    { key: 'closed', th: 'งานซ่อมที่ปิดแล้ว', en: 'Requests closed', value: r.closed, unit: 'count' as const },
    {
      key: 'openAtEnd',
      th: 'งานค้างสิ้นเดือน',
      en: 'Open at month end',
      value: r.openAtEnd,
      unit: 'count' as const,
    },
    {
      key: 'collected',
      th: 'ค่าซ่อมที่เก็บได้',
      en: 'Repair fees collected',
      value: r.collected,
      unit: 'satang' as const,
    },
  ];
}

export const repairMonthlyFigures: MonthlyFiguresPart = {
  featureEnum: 'REPAIR_REQUEST',
  title: { th: 'แจ้งซ่อม', en: 'Repair requests' },
  permission: 'REPAIR_REQUEST:read',
  figures: repairMonth,
};
