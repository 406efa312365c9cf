import type { Receipt } from '@cc/contracts/billing';
import { desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { pageOf } from '../../platform/http/keyset';
import { unitsOfUser } from '../../platform/residence/residence-queries';
import { unitMembers, units } from '../../platform/residence/tables';
import { billNoText } from './bill-number-queries';
import { billsByIds } from './bill-queries';
import type { BillingWork } from './billing-work';
import { receiptNumber } from './documents/receipt-pdf';
import { notFound } from './refusals';
import { billingReceipts as r } from './tables';
import { timeIdKey } from './time-id-key';

export type ReceiptRow = typeof r.$inferSelect & { unitNo: string };

const withUnits = (w: BillingWork) =>
  w.tx
    .select({ ...getTableColumns(r), unitNo: units.unitNo })
    .from(r)
    .innerJoin(units, eq(units.id, r.unitId));

/** One receipt of the community (locked when asked); another community's reads as unknown. */
export async function findReceipt(w: BillingWork, id: string, opts: { lock?: boolean } = {}) {
  const query = withUnits(w).where(w.scope.owns(r, eq(r.id, id)));
  const [row] = opts.lock ? await query.for('update', { of: r }) : await query;
  if (!row) throw notFound('BILLING_RECEIPT_NOT_FOUND');
  return row;
}

/** Whether the receipt is for one of the user's units. */
export async function isOwnReceipt(w: BillingWork, userId: string, row: ReceiptRow) {
  const [own] = await w.tx
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(w.scope.owns(unitMembers, eq(unitMembers.userId, userId), eq(unitMembers.unitId, row.unitId)));
  return own !== undefined;
}

/** Receipts as answers, their bills' numbers read in one query. */
export async function toReceipts(w: BillingWork, rows: ReceiptRow[]): Promise<Receipt[]> {
  const billIds = [
    ...new Set(rows.flatMap((x) => x.settlements.flatMap((s) => (s.billId ? [s.billId] : [])))),
  ];
  const billNo = new Map((await billsByIds(w, billIds)).map((b) => [b.id, billNoText(b.billNo)]));
  return rows.map((x) => ({
    receiptID: x.id,
    receiptNo: receiptNumber(x.beYear, x.seq),
    evidenceID: x.evidenceId,
    unitID: x.unitId,
    unitNo: x.unitNo,
    amountSatang: x.amountSatang,
    settlements: x.settlements.map((s) => ({
      billID: s.billId,
      billNo: s.billId ? (billNo.get(s.billId) ?? null) : null,
      amountSatang: s.amountSatang,
    })),
    payerName: x.payerName,
    payerAddress: x.payerAddress,
    payerTaxID: x.payerTaxId,
    revision: x.revision,
    issuedAt: x.issuedAt.toISOString(),
    cancelledAt: x.cancelledAt?.toISOString() ?? null,
    cancelReason: x.cancelReason,
  }));
}

function after(lastKey: string | undefined): SQL | undefined {
  const key = timeIdKey(lastKey);
  return key && sql`(${r.issuedAt}, ${r.id}) < (${key.at}::timestamptz, ${key.id}::uuid)`;
}

/** A page of receipts, newest first; `mineOf` keeps a resident's own units' only. */
export async function receiptPage(
  w: BillingWork,
  page: { lastKey?: string; limit: number },
  mineOf?: string,
) {
  const rows = await withUnits(w)
    .where(
      w.scope.owns(
        r,
        mineOf ? inArray(r.unitId, unitsOfUser(w.tx, w.scope, mineOf)) : undefined,
        after(page.lastKey),
      ),
    )
    .orderBy(desc(r.issuedAt), desc(r.id))
    .limit(page.limit + 1);
  const { items, lastKey } = pageOf(rows, page.limit, (x) => [x.issuedAt.toISOString(), x.id]);
  return { items: await toReceipts(w, items), lastKey };
}
