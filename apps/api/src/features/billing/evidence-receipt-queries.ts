import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import { units } from '../../platform/residence/tables';
import type { BillingWork } from './billing-work';
import { findEvidence } from './evidence-queries';
import { toReceipts } from './receipt-queries';
import { billingReceipts as r } from './tables';

/**
 * The live receipt of a payment, or null (waiting, rejected, or its receipt cancelled). The payment
 * is looked up first, so one of another community is a 404 like any unknown payment.
 */
export async function receiptOfEvidence(w: BillingWork, evidenceId: string) {
  const evidence = await findEvidence(w, evidenceId);
  const [row] = await w.tx
    .select({ ...getTableColumns(r), unitNo: units.unitNo })
    .from(r)
    .innerJoin(units, eq(units.id, r.unitId))
    .where(w.scope.owns(r, and(eq(r.evidenceId, evidence.id), isNull(r.cancelledAt))));
  if (!row) return null;
  const [receipt] = await toReceipts(w, [row]);
  return receipt!;
}
