import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind, jobScheduler } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { type BillingWork, billingWork } from './billing-work';
import { billingMessageRecipients, billingMessages } from './tables';

export const messageNoticeSchema = z.object({
  communityID: z.string().min(1),
  messageID: z.uuid(),
});

/** What a notice opens: the message, found by its id on the console's message page. */
export const messageTarget = (messageId: string) =>
  `/dashboard/billing/searchbillingmessage?messageID=${messageId}`;

/** The body a notice shows; the whole message is one tap away. */
const PREVIEW_MAX = 200;
const preview = (body: string) => (body.length > PREVIEW_MAX ? `${body.slice(0, PREVIEW_MAX - 1)}…` : body);

/**
 * Tells the residents of the units a message reached. The message is claimed first
 * (`notified_at` set in one update, only while unset and not recalled), so a job run twice, or by
 * two instances, tells nobody twice, and a message recalled before the job ran is not announced.
 * A resident of several of its units gets one notice.
 */
async function notifyMessage(job: z.output<typeof messageNoticeSchema>, ctx: JobContext, s: AppServices) {
  const scope = communityScope(s.db, job.communityID);
  const claimed = await billingWork(scope, null, async (w) => {
    const [message] = await w.tx
      .update(billingMessages)
      .set({ notifiedAt: w.now })
      .where(
        w.scope.owns(
          billingMessages,
          eq(billingMessages.id, job.messageID),
          and(isNull(billingMessages.notifiedAt), isNull(billingMessages.recalledAt)),
        ),
      )
      .returning({ title: billingMessages.title, body: billingMessages.body });
    if (!message) return undefined;
    const units = await w.tx
      .select({ unitId: billingMessageRecipients.unitId })
      .from(billingMessageRecipients)
      .where(w.scope.owns(billingMessageRecipients, eq(billingMessageRecipients.messageId, job.messageID)));
    return { ...message, unitIds: units.map((u) => u.unitId) };
  });
  if (!claimed) return;
  try {
    await s.notify(
      job.communityID,
      { kind: 'unitResidents', unitIds: claimed.unitIds },
      {
        title: claimed.title,
        body: preview(claimed.body),
        featureEnum: 'BILLING',
        target: messageTarget(job.messageID),
      },
    );
  } catch (err) {
    ctx.log.error({ err, messageID: job.messageID }, 'billing message notice failed');
  }
}

export const MESSAGE_NOTICE_JOBS = {
  'billing.message-notify': jobKind({ payload: messageNoticeSchema, handle: notifyMessage }),
};
const schedule = jobScheduler(MESSAGE_NOTICE_JOBS);

/** Puts a sent message's notice on its way, committed with the message itself. */
export const scheduleMessageNotice = (w: BillingWork, s: AppServices, messageId: string) =>
  schedule(
    s.jobs,
    'billing.message-notify',
    { communityID: w.scope.communityId, messageID: messageId },
    undefined,
    { db: w.tx },
  );
