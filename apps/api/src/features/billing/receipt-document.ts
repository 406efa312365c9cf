import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { communities } from '../../platform/tenancy/tables';
import { billNoText } from './bill-number-queries';
import { billsByIds, linesOf } from './bill-queries';
import type { BillingWork } from './billing-work';
import type { DocumentLine, ReceiptDocument } from './documents/receipt-pdf';
import type { ReceiptRow } from './receipt-queries';
import { billingEvidence } from './tables';

/**
 * What a receipt prints. A bill this payment paid in full prints its own lines; a part payment
 * prints one line for the share it paid, and a surplus prints as credit, so the lines always add
 * up to the amount received.
 */
export async function receiptDocument(
  w: BillingWork,
  row: ReceiptRow,
  number: string,
): Promise<ReceiptDocument> {
  const [community] = await w.tx
    .select({ name: communities.name, address: communities.address })
    .from(communities)
    .where(eq(communities.id, w.scope.communityId));
  // Read whatever became of the payment since (even taken back): the receipt prints as issued.
  const [evidence] = await w.tx
    .select({ method: billingEvidence.method, paidAt: billingEvidence.paidAt })
    .from(billingEvidence)
    .where(w.scope.owns(billingEvidence, eq(billingEvidence.id, row.evidenceId)));
  const paidBills = row.settlements.flatMap((s) => (s.billId ? [s.billId] : []));
  const bills = new Map((await billsByIds(w, paidBills)).map((b) => [b.id, b]));
  const lines: DocumentLine[] = [];
  for (const s of row.settlements) {
    const bill = s.billId ? bills.get(s.billId) : undefined;
    if (!bill) {
      lines.push({ description: 'ชำระล่วงหน้า (เก็บเป็นเครดิตของห้อง)', amountSatang: s.amountSatang });
    } else if (s.amountSatang === bill.totalSatang) {
      for (const l of await linesOf(w, bill.id))
        lines.push({ description: `${l.description} (${bill.period})`, amountSatang: l.amountSatang });
    } else {
      lines.push({
        description: `ชำระบางส่วน ${billNoText(bill.billNo)} (${bill.period})`,
        amountSatang: s.amountSatang,
      });
    }
  }
  const verifier = row.issuedBy
    ? (await w.tx.select().from(users).where(eq(users.id, row.issuedBy)))[0]
    : undefined;
  const first = paidBills[0] ? bills.get(paidBills[0]) : undefined;
  return {
    community: { name: community?.name ?? '', address: community?.address ?? '' },
    number,
    revision: row.revision - 1,
    issuedAt: row.issuedAt,
    timeZone: w.timeZone,
    payer: {
      name: row.payerName ?? `ห้อง ${row.unitNo}`,
      ...(row.payerAddress ? { address: row.payerAddress } : {}),
      ...(row.payerTaxId ? { taxID: row.payerTaxId } : {}),
    },
    unitNo: row.unitNo,
    ...(first ? { billNumber: billNoText(first.billNo) } : {}),
    lines,
    payment: { method: evidence!.method, paidAt: evidence!.paidAt },
    verifiedBy: verifier ? `${verifier.firstname} ${verifier.lastname}`.trim() : '',
    ...(row.cancelledAt ? { cancelled: { at: row.cancelledAt, reason: row.cancelReason ?? '' } } : {}),
  };
}
