import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { BillingWork } from './billing-work';
import { applyToBill } from './settlement-queries';
import { billingBills, billingUnitCredits } from './tables';

/**
 * Pays newly issued bills from their units' credit, in the issuing transaction: each bill takes
 * what it owes, at most what the unit has (the credit row locked, so two issues at once never
 * both spend it), the bill's `credit_used_satang` records the draw and its paid amount and status
 * follow. Credit never goes below zero; a bill issued again (a repeated run) is not issued twice,
 * so nothing is drawn twice. Bills of one unit draw in the order given.
 */
export async function drawCredit(
  w: BillingWork,
  bills: { id: string; unitId: string; totalSatang: number }[],
) {
  for (const bill of bills) {
    if (bill.totalSatang <= 0) continue;
    const [credit] = await w.tx
      .select({ satang: billingUnitCredits.creditSatang })
      .from(billingUnitCredits)
      .where(
        w.scope.owns(
          billingUnitCredits,
          and(eq(billingUnitCredits.unitId, bill.unitId), gt(billingUnitCredits.creditSatang, 0)),
        ),
      )
      .for('update');
    const take = Math.min(credit?.satang ?? 0, bill.totalSatang);
    if (take <= 0) continue;
    await w.tx
      .update(billingUnitCredits)
      .set({ creditSatang: sql`${billingUnitCredits.creditSatang} - ${take}` })
      .where(w.scope.owns(billingUnitCredits, eq(billingUnitCredits.unitId, bill.unitId)));
    await w.tx
      .update(billingBills)
      .set({ creditUsedSatang: sql`${billingBills.creditUsedSatang} + ${take}` })
      .where(w.scope.owns(billingBills, eq(billingBills.id, bill.id)));
    await applyToBill(w, bill.id, take);
  }
}

/**
 * Takes back credit a cancelled payment had left the unit. What the unit still holds goes first;
 * credit already drawn by later bills comes back off them, newest first (their paid amount and
 * status follow), since the money they were paid with was never there. So the credit never goes
 * below zero and every satang a receipt cancel takes back is taken from where it went.
 */
export async function takeBackCredit(w: BillingWork, unitId: string, satang: number) {
  const [credit] = await w.tx
    .select({ satang: billingUnitCredits.creditSatang })
    .from(billingUnitCredits)
    .where(w.scope.owns(billingUnitCredits, eq(billingUnitCredits.unitId, unitId)))
    .for('update');
  const held = Math.min(Math.max(credit?.satang ?? 0, 0), satang);
  if (held > 0)
    await w.tx
      .update(billingUnitCredits)
      .set({ creditSatang: sql`${billingUnitCredits.creditSatang} - ${held}` })
      .where(w.scope.owns(billingUnitCredits, eq(billingUnitCredits.unitId, unitId)));
  let rest = satang - held;
  if (rest === 0) return;
  const drawn = await w.tx
    .select({ id: billingBills.id, used: billingBills.creditUsedSatang })
    .from(billingBills)
    .where(
      w.scope.owns(
        billingBills,
        eq(billingBills.unitId, unitId),
        gt(billingBills.creditUsedSatang, 0),
        ne(billingBills.status, 'RECALLED'),
      ),
    )
    .orderBy(desc(billingBills.issuedAt), desc(billingBills.billNo))
    .for('update');
  for (const bill of drawn) {
    const back = Math.min(rest, bill.used);
    await w.tx
      .update(billingBills)
      .set({ creditUsedSatang: sql`${billingBills.creditUsedSatang} - ${back}` })
      .where(w.scope.owns(billingBills, eq(billingBills.id, bill.id)));
    await applyToBill(w, bill.id, -back);
    rest -= back;
    if (rest === 0) return;
  }
}
