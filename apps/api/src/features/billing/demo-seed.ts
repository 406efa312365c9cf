import type { BillLine, ChargeSettings } from '@cc/contracts/billing';
import { DEFAULT_CHARGES } from '@cc/contracts/billing';
import { and, asc, eq } from 'drizzle-orm';
import type { SeedPart } from '../../platform/feature/define-feature';
import { units } from '../../platform/residence/tables';
import { localDate } from '../../platform/time/zone-clock';
import { chargeLines, dueDateOf, totalOf } from './bill-lines';
import { BILLABLE_UNIT } from './bill-queries';
import { seedDemoEvidence } from './demo-evidence';
import { seedDemoMessages } from './demo-messages';
import * as T from './tables';

/** The demo condo; the village has billing off, so it gets nothing. */
const RIVERSIDE = 'riverside-condo';

export const DEMO_CHARGES: ChargeSettings = {
  ...DEFAULT_CHARGES,
  commonFeeBasis: 'AREA',
  commonFeeRateSatang: 3500,
  waterRateSatang: 1800,
  fixedLines: [{ description: 'ค่าเก็บขยะ', amountSatang: 4000 }],
  dueDay: 15,
};

/** YYYY-MM, `back` months before this one. */
function monthsBack(today: string, back: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * How the demo's unit `i` stands on the bill `back` months ago: the oldest month mostly paid, a
 * few partly paid or still open (overdue), one recalled; the newest (last month's run) a third paid.
 */
function standing(i: number, back: number): { status: T.BillStatusRow; paidShare: number } {
  if (back === 3 && i === 7) return { status: 'RECALLED', paidShare: 0 };
  const paidUpTo = back === 3 ? 88 : back === 2 ? 70 : 32;
  if (i < paidUpTo) return { status: 'PAID', paidShare: 1 };
  if (i % 4 === 0) return { status: 'PARTIALLY_PAID', paidShare: 0.5 };
  return { status: 'ISSUED', paidShare: 0 };
}

/**
 * Billing at the demo condo: charges by area with metered water, a PromptPay biller and a bank
 * account, the office's phone, and three months of bills for its 96 units (paid, partly paid,
 * overdue, one recalled), the last month made by a finished run. Two statements carry the 288
 * bills and their lines, so the seed stays fast.
 */
export const seedDemoBilling: SeedPart = async (tx, { communities, savePrivateFile }) => {
  if (!communities.some((c) => c.id === RIVERSIDE)) return;
  const c = { communityId: RIVERSIDE };
  await tx.insert(T.billingSettings).values({ ...c, contactPhone: '021234567', charges: DEMO_CHARGES });
  await tx.insert(T.billingAccounts).values([
    {
      ...c,
      kind: 'PROMPTPAY',
      accountName: 'นิติบุคคลอาคารชุด เดอะ ริเวอร์ไซด์',
      promptpayKind: 'BILLER',
      promptpayId: '099400016550100',
    },
    {
      ...c,
      kind: 'BANK',
      accountName: 'นิติบุคคลอาคารชุด เดอะ ริเวอร์ไซด์',
      bankCode: '004',
      accountNo: '1234567890',
    },
  ]);
  const rows = await tx
    .select(BILLABLE_UNIT)
    .from(units)
    .where(and(eq(units.communityId, RIVERSIDE)))
    .orderBy(asc(units.unitNo));
  const today = localDate(new Date(), 'Asia/Bangkok');
  const lastMonth = monthsBack(today, 1);
  const [run] = await tx
    .insert(T.billingRuns)
    .values({
      ...c,
      runKey: `demo-${lastMonth}`,
      period: lastMonth,
      dueDate: dueDateOf(lastMonth, DEMO_CHARGES.dueDay),
      status: 'DONE',
      done: rows.length,
      total: rows.length,
      createdCount: rows.length,
      finishedAt: new Date(),
    })
    .returning({ id: T.billingRuns.id });
  const planned: { lines: BillLine[]; bill: typeof T.billingBills.$inferInsert }[] = [];
  for (const back of [3, 2, 1]) {
    const period = monthsBack(today, back);
    rows.forEach((unit, i) => {
      const lines = chargeLines(DEMO_CHARGES, unit, { waterUnits: String(4 + ((i * 7 + back) % 19)) });
      const total = totalOf(lines);
      const { status, paidShare } = standing(i, back);
      planned.push({
        lines,
        bill: {
          ...c,
          billNo: planned.length + 1,
          unitId: unit.unitId,
          period,
          dueDate: dueDateOf(period, DEMO_CHARGES.dueDay),
          status,
          totalSatang: total,
          paidSatang: Math.round(total * paidShare),
          runId: back === 1 ? run!.id : null,
          issuedAt: new Date(),
          notifiedAt: new Date(),
          ...(status === 'RECALLED'
            ? { recallReason: 'พื้นที่ห้องในใบแจ้งหนี้ไม่ถูกต้อง', recalledAt: new Date() }
            : {}),
        },
      });
    });
  }
  const made = await tx
    .insert(T.billingBills)
    .values(planned.map((p) => p.bill))
    .returning({ id: T.billingBills.id, billNo: T.billingBills.billNo });
  const idOf = new Map(made.map((m) => [m.billNo, m.id]));
  await tx
    .insert(T.billingBillLines)
    .values(
      planned.flatMap((p) =>
        p.lines.map((l, position) => ({ ...c, ...l, billId: idOf.get(p.bill.billNo)!, position })),
      ),
    );
  await tx.insert(T.billingCounters).values({ ...c, lastNo: planned.length });
  await seedDemoEvidence(tx, RIVERSIDE, lastMonth, savePrivateFile);
  await seedDemoMessages(tx, RIVERSIDE, today);
};
