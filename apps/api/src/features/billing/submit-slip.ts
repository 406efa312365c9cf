import type { SlipInquiryResult } from '@cc/contracts/billing-slip-inquiry';
import { and, eq, inArray } from 'drizzle-orm';
import { unitsOfUser } from '../../platform/residence/residence-queries';
import { units } from '../../platform/residence/tables';
import { myBill } from './bill-list-queries';
import { billNoText } from './bill-number-queries';
import type { BillingWork } from './billing-work';
import type { SlipReading } from './documents/slip-reader';
import { earlierSlip, findEvidence } from './evidence-queries';
import { conflict, notFound } from './refusals';
import { billingEvidence } from './tables';

export interface SlipInput {
  amountSatang: number;
  paidAt: string;
  billID?: string;
  unitID?: string;
  note?: string;
}

/** Stores the slip image inside the transaction; answers its private key. */
export type SaveSlip = () => Promise<string>;

/** The unit a resident pays for: their bill's, else one of their own units; any other reads as unknown. */
async function payingUnit(w: BillingWork, userId: string, input: SlipInput) {
  if (input.billID) {
    const bill = await myBill(w, userId, input.billID);
    if (!bill) throw notFound('BILLING_BILL_NOT_FOUND');
    return bill.unitId;
  }
  const [own] = await w.tx
    .select({ id: units.id })
    .from(units)
    .where(
      w.scope.owns(
        units,
        and(eq(units.id, input.unitID!), inArray(units.id, unitsOfUser(w.tx, w.scope, userId))),
      ),
    );
  if (!own) throw notFound('BILLING_UNIT_NOT_FOUND');
  return own.id;
}

/** Names what a held slip paid for: its bill's number, else its unit's. */
const paidFor = (row: { billNo: number | null; unitNo: string }) =>
  row.billNo === null ? row.unitNo : billNoText(row.billNo);

/**
 * Keeps a resident's slip. A readable slip whose (bank, reference) the community already holds
 * (not rejected) is refused naming what it paid, and nothing is saved; the unique index makes the
 * same refusal when two copies race, since the loser's insert finds the winner's row. A slip sent
 * again after its first copy was rejected, or one whose QR is unreadable or no slip, is kept with
 * a flag for the verifier. A bank's slip inquiry, when one is configured, left its answer in
 * `inquiry` (kept beside the slip as a hint: the verifier decides).
 */
export async function submitSlip(
  w: BillingWork,
  input: SlipInput,
  reading: SlipReading,
  save: SaveSlip,
  inquiry: SlipInquiryResult | null = null,
) {
  const userId = w.userId!;
  const unitId = await payingUnit(w, userId, input);
  const slip = reading.kind === 'SLIP' ? reading : undefined;
  const earlier = slip && (await earlierSlip(w, slip));
  if (earlier && earlier.status !== 'REJECTED')
    throw conflict('BILLING_SLIP_USED', { bill: paidFor(earlier) });
  const flag = slip ? (earlier ? 'REUSED_AFTER_REJECT' : null) : reading.kind;
  const [row] = await w.tx
    .insert(billingEvidence)
    .values({
      communityId: w.scope.communityId,
      unitId,
      billId: input.billID ?? null,
      amountSatang: input.amountSatang,
      paidAt: new Date(input.paidAt),
      method: 'TRANSFER',
      source: 'RESIDENT',
      slipFileKey: await save(),
      slipKind: reading.kind,
      sendingBank: slip?.sendingBank ?? null,
      transRef: slip?.transRef ?? null,
      flaggedReason: flag === 'SLIP' ? null : flag,
      duplicateOf: earlier?.id ?? null,
      note: input.note ?? null,
      inquiryResult: inquiry,
      recordedBy: userId,
    })
    .onConflictDoNothing()
    .returning({ id: billingEvidence.id });
  if (!row) {
    const winner = await earlierSlip(w, slip!);
    throw conflict('BILLING_SLIP_USED', { bill: winner ? paidFor(winner) : '-' });
  }
  return findEvidence(w, row.id);
}
