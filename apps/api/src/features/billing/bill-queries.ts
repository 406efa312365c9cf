import { type Bill, type BillDetail, type BillLine, OPEN_STATUSES } from '@cc/contracts/billing';
import { asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { buildings, units } from '../../platform/residence/tables';
import type { BillableUnit } from './bill-lines';
import { billNoText } from './bill-number-queries';
import type { BillingWork } from './billing-work';
import { notFound } from './refusals';
import { readSettings } from './setting-queries';
import { accruedSurcharges } from './surcharge-queries';
import { billingBillLines, billingBillRevisions, billingBills } from './tables';

/** A bill row with its unit's number and building, as every answer shows it. */
export const billColumns = {
  ...getTableColumns(billingBills),
  unitNo: units.unitNo,
  buildingName: buildings.name,
};
export type BillRow = typeof billingBills.$inferSelect & { unitNo: string; buildingName: string | null };

/** Bills joined to their units; the caller adds the community's condition. */
export const billsWithUnits = (w: BillingWork) =>
  w.tx
    .select(billColumns)
    .from(billingBills)
    .innerJoin(units, eq(units.id, billingBills.unitId))
    .leftJoin(buildings, eq(buildings.id, units.buildingId));

export function toBill(r: BillRow, today: string): Bill {
  const outstanding = r.status === 'RECALLED' ? 0 : Math.max(r.totalSatang - r.paidSatang, 0);
  return {
    billID: r.id,
    billNo: billNoText(r.billNo),
    unitID: r.unitId,
    unitNo: r.unitNo,
    buildingName: r.buildingName,
    period: r.period,
    dueDate: r.dueDate,
    status: r.status,
    overdue: (OPEN_STATUSES as readonly string[]).includes(r.status) && r.dueDate < today,
    version: r.version,
    totalSatang: r.totalSatang,
    paidSatang: r.paidSatang,
    outstandingSatang: outstanding,
    createdAt: r.createdAt.toISOString(),
  };
}

/** One bill of the community (locked for a change when asked); another's reads as no such bill. */
export async function findBill(w: BillingWork, billId: string, opts: { lock?: boolean } = {}) {
  const query = billsWithUnits(w).where(w.scope.owns(billingBills, eq(billingBills.id, billId)));
  const [row] = opts.lock ? await query.for('update', { of: billingBills }) : await query;
  if (!row) throw notFound('BILLING_BILL_NOT_FOUND');
  return row;
}

/** What a unit's charges are worked out from, as every billing read selects it. */
export const BILLABLE_UNIT = {
  unitId: units.id,
  unitNo: units.unitNo,
  areaSqm: units.areaSqm,
  ownershipRatio: units.ownershipRatio,
};

/** A unit of the community with what its charges are worked out from. */
export async function findBillableUnit(w: BillingWork, unitId: string): Promise<BillableUnit> {
  const [row] = await w.tx
    .select(BILLABLE_UNIT)
    .from(units)
    .where(w.scope.owns(units, eq(units.id, unitId)));
  if (!row) throw notFound('BILLING_UNIT_NOT_FOUND');
  return row;
}

export async function linesOf(w: BillingWork, billId: string): Promise<BillLine[]> {
  const rows = await w.tx
    .select()
    .from(billingBillLines)
    .where(w.scope.owns(billingBillLines, eq(billingBillLines.billId, billId)))
    .orderBy(asc(billingBillLines.position));
  return rows.map((l) => ({
    kind: l.kind,
    description: l.description,
    rateSatang: l.rateSatang,
    quantity: l.quantity.includes('.') ? l.quantity.replace(/0+$/, '').replace(/\.$/, '') : l.quantity,
    amountSatang: l.amountSatang,
  }));
}

/** Writes bills' lines in one statement: thousands of lines of a run stay one round trip. */
export async function insertLines(w: BillingWork, byBill: { billId: string; lines: BillLine[] }[]) {
  const values = byBill.flatMap(({ billId, lines }) =>
    lines.map((l, position) => ({ ...l, communityId: w.scope.communityId, billId, position })),
  );
  if (values.length) await w.tx.insert(billingBillLines).values(values);
}

export async function replaceLines(w: BillingWork, billId: string, lines: BillLine[]) {
  await w.tx
    .delete(billingBillLines)
    .where(w.scope.owns(billingBillLines, eq(billingBillLines.billId, billId)));
  await insertLines(w, [{ billId, lines }]);
}

/** A bill as the detail shows it: lines, earlier versions newest first, the recall's reason. */
export async function billDetail(w: BillingWork, row: BillRow): Promise<BillDetail> {
  const { charges } = await readSettings(w);
  const revisions = await w.tx
    .select()
    .from(billingBillRevisions)
    .where(w.scope.owns(billingBillRevisions, eq(billingBillRevisions.billId, row.id)))
    .orderBy(desc(billingBillRevisions.version));
  return {
    ...toBill(row, w.today),
    lines: await linesOf(w, row.id),
    revisions: revisions.map((r) => ({
      version: r.version,
      dueDate: r.dueDate,
      totalSatang: r.totalSatang,
      lines: r.lines,
      changedAt: r.changedAt.toISOString(),
    })),
    recallReason: row.recallReason,
    recalledAt: row.recalledAt?.toISOString() ?? null,
    surchargeSatang: (await accruedSurcharges(w, [row], charges, w.today))[0]?.satang ?? 0,
    surchargeChargedThrough: row.surchargeThrough,
    creditUsedSatang: row.creditUsedSatang,
  };
}

/** The bills of these ids in the community, with their units (for notices and runs). */
export const billsByIds = (w: BillingWork, ids: string[]) =>
  ids.length
    ? billsWithUnits(w).where(w.scope.owns(billingBills, inArray(billingBills.id, ids)))
    : Promise.resolve([]);
