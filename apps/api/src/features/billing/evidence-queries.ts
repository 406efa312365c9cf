import type { Evidence } from '@cc/contracts/billing';
import { and, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import { units } from '../../platform/residence/tables';
import { billNoText } from './bill-number-queries';
import type { BillingWork } from './billing-work';
import { notFound } from './refusals';
import { billingBills, billingEvidence } from './tables';

const e = billingEvidence;

/** An evidence row with its unit's number and its bill's number, as every answer shows it. */
export const evidenceColumns = { ...getTableColumns(e), unitNo: units.unitNo, billNo: billingBills.billNo };
export type EvidenceRow = typeof e.$inferSelect & { unitNo: string; billNo: number | null };

/** Live evidence (not deleted) joined to units and bills; the caller adds the community's condition. */
export const evidenceWithUnits = (w: BillingWork) =>
  w.tx
    .select(evidenceColumns)
    .from(e)
    .innerJoin(units, eq(units.id, e.unitId))
    .leftJoin(billingBills, eq(billingBills.id, e.billId));

export const live = isNull(e.deletedAt);

export function toEvidence(r: EvidenceRow): Evidence {
  return {
    evidenceID: r.id,
    unitID: r.unitId,
    unitNo: r.unitNo,
    billID: r.billId,
    billNo: r.billNo === null ? null : billNoText(r.billNo),
    amountSatang: r.amountSatang,
    paidAt: r.paidAt.toISOString(),
    method: r.method,
    source: r.source,
    status: r.status,
    slip: r.slipKind ? { kind: r.slipKind, sendingBank: r.sendingBank, transRef: r.transRef } : null,
    flaggedReason: r.flaggedReason,
    duplicateOfID: r.duplicateOf,
    note: r.note,
    rejectReason: r.rejectReason,
    recordedBy: r.recordedBy,
    verifiedBy: r.verifiedBy,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    printed: r.printed,
    createdAt: r.createdAt.toISOString(),
    slipInquiry: r.inquiryResult,
  };
}

/** One live evidence of the community (locked when asked); another's reads as no such payment. */
export async function findEvidence(w: BillingWork, id: string, opts: { lock?: boolean } = {}) {
  const query = evidenceWithUnits(w).where(w.scope.owns(e, eq(e.id, id), live));
  const [row] = opts.lock ? await query.for('update', { of: e }) : await query;
  if (!row) throw notFound('BILLING_EVIDENCE_NOT_FOUND');
  return row;
}

/**
 * The slip with this (bank, reference) the community already holds: the one not rejected (the
 * unique index allows one), else the latest rejected one (a resend is kept but flagged).
 */
export async function earlierSlip(w: BillingWork, slip: { sendingBank: string; transRef: string }) {
  const rows = await evidenceWithUnits(w)
    .where(
      w.scope.owns(
        e,
        eq(e.slipKind, 'SLIP'),
        eq(e.sendingBank, slip.sendingBank),
        eq(e.transRef, slip.transRef),
      ),
    )
    .orderBy(sql`${e.status} = 'REJECTED'`, sql`${e.createdAt} desc`)
    .limit(1);
  return rows[0];
}

/** Whether a slip is already held (for the app's preview): any one not rejected. */
export async function slipHeld(w: BillingWork, slip: { sendingBank: string; transRef: string }) {
  const [row] = await w.tx
    .select({ id: e.id })
    .from(e)
    .where(
      w.scope.owns(
        e,
        and(eq(e.slipKind, 'SLIP'), eq(e.sendingBank, slip.sendingBank), eq(e.transRef, slip.transRef)),
        ne(e.status, 'REJECTED'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
