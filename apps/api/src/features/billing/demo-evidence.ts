import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { SeedContext } from '../../platform/feature/define-feature';
import { buddhistYear } from '../../platform/pdf/thai-text';
import { unitMembers } from '../../platform/residence/tables';
import { readSlipImage } from './documents/slip-reader';
import { makeSlipImage, makeSlipPayload } from './documents/slip-test-images';
import * as T from './tables';

const BANKS = ['002', '004', '006', '014', '025'];
/** A phone-shaped picture, small enough to keep the seed fast; its QR reads back as a resident's would. */
const SIZE = { width: 270, height: 480 };

/** A slip as the server reads it from a real mini-QR image, its picture kept for the verifier's screen. */
async function readDemoSlip(n: number, saveFile: SeedContext['savePrivateFile'], communityId: string) {
  const payload = makeSlipPayload({
    sendingBank: BANKS[n % BANKS.length]!,
    transRef: `DEMO${String(n).padStart(8, '0')}`,
  });
  const image = makeSlipImage(payload, { format: 'png', ...SIZE });
  const reading = await readSlipImage(image);
  const slipFileKey = await saveFile({ communityId }, 'slips', Buffer.from(image), 'png');
  return reading.kind === 'SLIP'
    ? {
        slipFileKey,
        slipKind: 'SLIP' as const,
        sendingBank: reading.sendingBank,
        transRef: reading.transRef,
        flaggedReason: null,
      }
    : { slipFileKey, slipKind: reading.kind, sendingBank: null, transRef: null, flaggedReason: reading.kind };
}

/**
 * Payments at the demo condo: admin and PMC on the verifier list; three verified slips with
 * receipts for bills the seed marks paid; one rejected slip, which one of the 15 waiting slips
 * sends again (kept, flagged as reused); the others wait on last month's open bills.
 */
export async function seedDemoEvidence(
  tx: Executor,
  communityId: string,
  lastMonth: string,
  saveFile: SeedContext['savePrivateFile'],
) {
  const c = { communityId };
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['admin@demo.test', 'pmc@demo.test']));
  await tx.insert(T.billingVerifiers).values(staff.map((u) => ({ ...c, userId: u.id })));
  const bills = await tx
    .select()
    .from(T.billingBills)
    .where(and(eq(T.billingBills.communityId, communityId), eq(T.billingBills.period, lastMonth)))
    .orderBy(asc(T.billingBills.billNo));
  const residents = await tx.select().from(unitMembers).where(eq(unitMembers.communityId, communityId));
  const residentOf = new Map(residents.map((r) => [r.unitId, r.userId]));
  const paid = bills.filter((b) => b.status === 'PAID').slice(0, 3);
  const open = bills.filter((b) => b.status === 'ISSUED').slice(0, 15);
  const paidAt = new Date(Date.now() - 2 * 86_400_000);
  const slipOf = async (bill: typeof T.billingBills.$inferSelect, n: number, amount: number) => ({
    ...c,
    unitId: bill.unitId,
    billId: bill.id,
    amountSatang: amount,
    paidAt,
    method: 'TRANSFER' as const,
    source: 'RESIDENT' as const,
    recordedBy: residentOf.get(bill.unitId) ?? null,
    ...(await readDemoSlip(n, saveFile, communityId)),
  });
  const verifier = staff[0]?.id ?? null;
  const verified = [];
  for (const [i, bill] of paid.entries())
    verified.push({
      ...(await slipOf(bill, i, bill.totalSatang)),
      status: 'VERIFIED' as const,
      verifiedBy: verifier,
      decidedAt: new Date(),
    });
  const rejectedBill = open[14]!;
  const rejected = {
    ...(await slipOf(rejectedBill, 99, 1000)),
    status: 'REJECTED' as const,
    rejectReason: 'ยอดเงินในสลิปไม่ตรงกับยอดที่แจ้ง',
    verifiedBy: verifier,
    decidedAt: new Date(),
  };
  const done = await tx
    .insert(T.billingEvidence)
    .values([...verified, rejected])
    .returning();
  const waiting = [];
  for (const [i, bill] of open.slice(0, 14).entries())
    waiting.push(await slipOf(bill, 10 + i, bill.totalSatang - (i % 3 === 0 ? 500 : 0)));
  // The reused slip: the rejected one's QR sent again, kept with the flag and a link to it.
  waiting.push({
    ...(await slipOf(rejectedBill, 99, rejectedBill.totalSatang)),
    flaggedReason: 'REUSED_AFTER_REJECT' as const,
    duplicateOf: done[3]!.id,
  });
  await tx.insert(T.billingEvidence).values(waiting);

  const beYear = buddhistYear(new Date(), 'Asia/Bangkok');
  await tx.insert(T.billingReceipts).values(
    done.slice(0, 3).map((e, i) => ({
      ...c,
      beYear,
      seq: i + 1,
      evidenceId: e.id,
      unitId: e.unitId,
      amountSatang: e.amountSatang,
      settlements: [{ billId: e.billId, amountSatang: e.amountSatang }],
      issuedBy: verifier,
    })),
  );
  await tx.insert(T.billingReceiptCounters).values({ ...c, beYear, lastNo: 3 });
}
