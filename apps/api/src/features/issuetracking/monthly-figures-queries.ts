import { lt, sql } from 'drizzle-orm';
import type { MonthContext, MonthlyFiguresPart } from '../../platform/feature/monthly-figures';
import { issueTasks } from './tables';

/** Tasks of a month: opened, closed, open at its end, and the mean hours to close those closed. */
async function issueMonth({ tx, scope, from, to }: MonthContext) {
  const closedIn = sql`${issueTasks.closedAt} >= ${from} and ${issueTasks.closedAt} < ${to}`;
  const [row] = await tx
    .select({
      opened: sql<number>`count(*) filter (where ${issueTasks.createdAt} >= ${from})`.mapWith(Number),
      closed: sql<number>`count(*) filter (where ${closedIn})`.mapWith(Number),
      openAtEnd:
        sql<number>`count(*) filter (where ${issueTasks.closedAt} is null or ${issueTasks.closedAt} >= ${to})`.mapWith(
          Number,
        ),
      hours:
        sql<number>`coalesce(avg(extract(epoch from ${issueTasks.closedAt} - ${issueTasks.createdAt}) / 3600) filter (where ${closedIn}), 0)`.mapWith(
          Number,
        ),
    })
    .from(issueTasks)
    .where(scope.owns(issueTasks, lt(issueTasks.createdAt, to)));
  const r = row ?? { opened: 0, closed: 0, openAtEnd: 0, hours: 0 };
  return [
    { key: 'opened', th: 'งานที่เปิดใหม่', en: 'Tasks opened', value: r.opened, unit: 'count' as const },
    { key: 'closed', th: 'งานที่ปิดแล้ว', en: 'Tasks closed', value: r.closed, unit: 'count' as const },
    {
      key: 'openAtEnd',
      th: 'งานค้างสิ้นเดือน',
      en: 'Open at month end',
      value: r.openAtEnd,
      unit: 'count' as const,
    },
    {
      key: 'hoursToClose',
      th: 'เวลาเฉลี่ยจนปิดงาน (ชั่วโมง)',
      en: 'Mean hours to close',
      value: Math.round(r.hours * 10) / 10,
      unit: 'hours' as const,
    },
  ];
}

export const issueMonthlyFigures: MonthlyFiguresPart = {
  featureEnum: 'ISSUE_TRACKING',
  title: { th: 'ติดตามงาน', en: 'Issue tracking' },
  permission: 'ISSUE_TRACKING:read',
  figures: issueMonth,
};
