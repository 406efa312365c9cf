import { and, eq, gt, sql } from 'drizzle-orm';
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
