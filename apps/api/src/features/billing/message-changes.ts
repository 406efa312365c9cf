import type { BillingMessageDetail } from '@cc/contracts/billing-message';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { unitsOfUser } from '../../platform/residence/residence-queries';
import type { BillingWork } from './billing-work';
import { findMessage, messageDetail } from './message-queries';
import { conflict, notFound } from './refusals';
import { billingMessages as m, billingMessageRecipients as r } from './tables';

/**
 * Recalls a message: residents no longer see it, while the office keeps it with who recalled
 * it, when and why. The row is locked first, so of two recalls at once the second is refused.
 */
export async function recallMessage(
  w: BillingWork,
  input: { messageID: string; reason: string },
): Promise<BillingMessageDetail> {
  const row = await findMessage(w, input.messageID, { lock: true });
  if (row.recalledAt) throw conflict('BILLING_MESSAGE_RECALLED');
  await w.tx
    .update(m)
    .set({ recalledAt: w.now, recalledBy: w.userId, recallReason: input.reason })
    .where(w.scope.owns(m, eq(m.id, row.id)));
  return messageDetail(w, await findMessage(w, row.id));
}

/**
 * Marks a message read for every one of the caller's units it reached; a unit read before keeps
 * its first reading. A message that is not to the caller's units, or recalled, is no such message.
 */
export async function readMessage(w: BillingWork, userId: string, messageId: string) {
  const mine = and(eq(r.messageId, messageId), inArray(r.unitId, unitsOfUser(w.tx, w.scope, userId)));
  const [visible] = await w.tx
    .select({ id: m.id })
    .from(m)
    .innerJoin(r, eq(r.messageId, m.id))
    .where(w.scope.owns(m, eq(m.id, messageId), isNull(m.recalledAt), mine))
    .limit(1);
  if (!visible) throw notFound('BILLING_MESSAGE_NOT_FOUND');
  await w.tx
    .update(r)
    .set({ readAt: w.now, readBy: userId })
    .where(w.scope.owns(r, mine, isNull(r.readAt)));
}
