import { lt, ne, sql } from 'drizzle-orm';
import type { MonthContext, MonthlyFiguresPart } from '../../platform/feature/monthly-figures';
import { billingBills, billingEvidence } from './tables';

/** Billing of a month: bills issued and their total, payments verified and their sum (satang). */
async function billingMonth({ tx, scope, from, to }: MonthContext) {
  const [bills] = await tx
    .select({
      issued: sql<number>`count(*)`.mapWith(Number),
      billed: sql<number>`coalesce(sum(${billingBills.totalSatang}), 0)`.mapWith(Number),
    })
    .from(billingBills)
    .where(
      scope.owns(
        billingBills,
        sql`${billingBills.issuedAt} >= ${from}`,
        lt(billingBills.issuedAt, to),
        ne(billingBills.status, 'RECALLED'),
      ),
    );
  const [paid] = await tx
    .select({
      payments: sql<number>`count(*)`.mapWith(Number),
      received: sql<number>`coalesce(sum(${billingEvidence.amountSatang}), 0)`.mapWith(Number),
    })
    .from(billingEvidence)
    .where(
      scope.owns(
        billingEvidence,
        sql`${billingEvidence.paidAt} >= ${from}`,
        lt(billingEvidence.paidAt, to),
        sql`${billingEvidence.status} = 'VERIFIED'`,
      ),
    );
  return [
    {
      key: 'billsIssued',
      th: 'ใบแจ้งหนี้ที่ออก',
      en: 'Bills issued',
      value: bills?.issued ?? 0,
      unit: 'count' as const,
    },
    {
      key: 'billed',
      th: 'ยอดเรียกเก็บ',
      en: 'Amount billed',
      value: bills?.billed ?? 0,
      unit: 'satang' as const,
    },
    {
      key: 'payments',
      th: 'การชำระที่ตรวจแล้ว',
      en: 'Payments verified',
      value: paid?.payments ?? 0,
      unit: 'count' as const,
    },
    {
      key: 'received',
      th: 'ยอดรับชำระ',
      en: 'Amount received',
      value: paid?.received ?? 0,
      unit: 'satang' as const,
    },
  ];
}

export const billingMonthlyFigures: MonthlyFiguresPart = {
  featureEnum: 'BILLING',
  title: { th: 'ค่าส่วนกลางและการชำระ', en: 'Billing' },
  permission: 'BILLING:read',
  figures: billingMonth,
};
