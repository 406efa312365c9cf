import type { BillingMessageDetail, SendMessageInput } from '@cc/contracts/billing-message';
import type { AppServices } from '../../platform/services';
import type { BillingWork } from './billing-work';
import { audienceUnits } from './message-audience-queries';
import { scheduleMessageNotice } from './message-notices';
import { findMessage, messageDetail } from './message-queries';
import { badRequest, phrase } from './refusals';
import { billingMessageRecipients, billingMessages } from './tables';

/** Rows per insert: well under PostgreSQL's parameter limit for any community's units. */
const CHUNK = 1000;

/**
 * Sends a message: its audience is resolved to units now and each gets a recipient row, so the
 * record of who it reached (and who read it) never changes with later moves. The residents'
 * notice is a job committed with the message; an audience of no unit is refused, nothing saved.
 */
export async function sendMessage(
  w: BillingWork,
  s: AppServices,
  input: SendMessageInput,
): Promise<BillingMessageDetail> {
  const unitIds = await audienceUnits(w, input);
  if (!unitIds.length)
    throw badRequest('BILLING_MESSAGE_NO_RECIPIENTS', {
      audience: phrase(`BILLING_AUDIENCE_${input.audience}`),
    });
  const [row] = await w.tx
    .insert(billingMessages)
    .values({
      communityId: w.scope.communityId,
      title: input.title,
      body: input.body,
      audience: input.audience,
      buildingIds: input.audience === 'BUILDINGS' ? [...new Set(input.buildingIDs)] : null,
      minOverdueSatang: input.audience === 'DEBTORS' ? (input.minOverdueSatang ?? null) : null,
      recipientCount: unitIds.length,
      sentBy: w.userId,
      sentAt: w.now,
    })
    .returning({ id: billingMessages.id });
  for (let i = 0; i < unitIds.length; i += CHUNK) {
    await w.tx.insert(billingMessageRecipients).values(
      unitIds.slice(i, i + CHUNK).map((unitId) => ({
        messageId: row!.id,
        communityId: w.scope.communityId,
        unitId,
      })),
    );
  }
  await scheduleMessageNotice(w, s, row!.id);
  return messageDetail(w, await findMessage(w, row!.id));
}
