import { type ChargeSettings, OPEN_STATUSES } from '@cc/contracts/billing';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { localDate } from '../../platform/time/zone-clock';
import { billNoText } from './bill-number-queries';
import type { BillingWork } from './billing-work';
import { type DatedPayment, lateSurcharge } from './late-surcharge';
import { billingBillLines, billingBills, billingEvidence, billingReceipts } from './tables';

/** What a surcharge of a bill is worked out from. */
export interface SurchargeBill {
  id: string;
  billNo: number;
  unitId: string;
  dueDate: string;
  status: string;
  issuedAt: Date | null;
  creditUsedSatang: number;
  surchargeThrough: string | null;
}

/** The bills' common-fee lines added up, by bill. */
async function commonFees(w: BillingWork, billIds: string[]) {
  const rows = await w.tx
    .select({ billId: billingBillLines.billId, satang: sql<string>`sum(${billingBillLines.amountSatang})` })
    .from(billingBillLines)
    .where(
      w.scope.owns(
        billingBillLines,
        inArray(billingBillLines.billId, billIds),
        eq(billingBillLines.kind, 'COMMON_FEE'),
      ),
    )
    .groupBy(billingBillLines.billId);
  return new Map(rows.map((r) => [r.billId, Number(r.satang)]));
}

/**
 * What was paid on each bill and on which local day: the unit's credit on the day the bill was
 * issued, and each verified payment's share on the day it was paid. A verified payment counts
 * through its newest receipt (a receipt cancelled with the payment kept is replaced by another
 * with the same shares; a payment whose receipt was cancelled and taken back is not verified).
 */
async function paymentsOf(w: BillingWork, bills: SurchargeBill[]) {
  const byBill = new Map<string, DatedPayment[]>(bills.map((b) => [b.id, []]));
  for (const b of bills)
    if (b.creditUsedSatang > 0 && b.issuedAt)
      byBill.get(b.id)!.push({ on: localDate(b.issuedAt, w.timeZone), satang: b.creditUsedSatang });
  const unitIds = [...new Set(bills.map((b) => b.unitId))];
  const receipts = await w.tx
    .selectDistinctOn([billingReceipts.evidenceId], {
      settlements: billingReceipts.settlements,
      paidAt: billingEvidence.paidAt,
    })
    .from(billingReceipts)
    .innerJoin(billingEvidence, eq(billingEvidence.id, billingReceipts.evidenceId))
    .where(
      w.scope.owns(
        billingReceipts,
        inArray(billingReceipts.unitId, unitIds),
        eq(billingEvidence.status, 'VERIFIED'),
      ),
    )
    .orderBy(billingReceipts.evidenceId, desc(billingReceipts.issuedAt));
  for (const r of receipts) {
    const on = localDate(r.paidAt, w.timeZone);
    for (const s of r.settlements)
      if (s.billId && byBill.has(s.billId)) byBill.get(s.billId)!.push({ on, satang: s.amountSatang });
  }
  return byBill;
}

/** Each bill's surcharge not yet charged, from the day after it was last charged through `through`. */
export async function accruedSurcharges(
  w: BillingWork,
  bills: SurchargeBill[],
  charges: ChargeSettings,
  through: string,
) {
  const owed = bills.filter((b) => b.status !== 'DRAFT' && b.status !== 'RECALLED' && b.dueDate < through);
  if (!owed.length) return [];
  const fees = await commonFees(
    w,
    owed.map((b) => b.id),
  );
  const payments = await paymentsOf(w, owed);
  return owed.map((bill) => ({
    bill,
    satang: lateSurcharge({
      commonFeeSatang: fees.get(bill.id) ?? 0,
      dueDate: bill.dueDate,
      payments: payments.get(bill.id)!,
      after: bill.surchargeThrough ?? bill.dueDate,
      through,
      lateRateBp: charges.lateRateBp,
      lateRateAfterSixMonthsBp: charges.lateRateAfterSixMonthsBp,
    }),
  }));
}

/**
 * The surcharges a run charges on the units' new bills: every earlier bill of theirs fallen due
 * and not charged through today, locked, worked out through today. Each is marked charged
 * through today in the same transaction, so a second run, the same day or later, charges no day
 * twice. Answers the lines to add, by unit (none for a surcharge that rounds to nothing).
 */
export async function chargeSurcharges(w: BillingWork, unitIds: string[], charges: ChargeSettings) {
  const byUnit = new Map<string, { description: string; satang: number }[]>();
  if (!unitIds.length) return byUnit;
  const bills = await w.tx
    .select()
    .from(billingBills)
    .where(
      w.scope.owns(
        billingBills,
        inArray(billingBills.unitId, unitIds),
        or(
          inArray(billingBills.status, [...OPEN_STATUSES]),
          // A bill last changed (so paid in full) by the end of its due date was paid in time:
          // it never accrued, and a run over years of history need not look at it.
          and(
            eq(billingBills.status, 'PAID'),
            sql`${billingBills.updatedAt} >= (${billingBills.dueDate} + 1)::timestamp at time zone ${w.timeZone}`,
          ),
        ),
        lt(billingBills.dueDate, w.today),
        sql`coalesce(${billingBills.surchargeThrough}, ${billingBills.dueDate}) < ${w.today}`,
      ),
    )
    .for('update');
  if (!bills.length) return byUnit;
  for (const { bill, satang } of await accruedSurcharges(w, bills, charges, w.today)) {
    if (satang > 0) {
      const lines = byUnit.get(bill.unitId) ?? [];
      lines.push({
        description: `เงินเพิ่มค่าส่วนกลางค้างชำระ ใบแจ้งหนี้ ${billNoText(bill.billNo)} ถึง ${w.today}`,
        satang,
      });
      byUnit.set(bill.unitId, lines);
    }
  }
  await w.tx
    .update(billingBills)
    .set({ surchargeThrough: w.today })
    .where(
      w.scope.owns(
        billingBills,
        and(
          inArray(
            billingBills.id,
            bills.map((b) => b.id),
          ),
        ),
      ),
    );
  return byUnit;
}
