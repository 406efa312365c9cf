import { formatBaht } from '@cc/contracts/billing';
import { and, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind, jobScheduler } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { billNoText } from './bill-number-queries';
import { billsWithUnits } from './bill-queries';
import { type BillingWork, billingWork } from './billing-work';
import { billingBills } from './tables';

export const noticeJobSchema = z.object({
  communityID: z.string().min(1),
  billIDs: z.array(z.uuid()).min(1),
});

/** The console page a resident's notice opens. */
const TARGET = '/dashboard/billing/list/detail';

/**
 * Tells each issued bill's unit residents, in Thai (bills are Thai documents). The bills are
 * claimed first (`notified_at` set in one update), so a job run twice, or by two instances,
 * tells nobody twice; a bill recalled before the job ran is not announced.
 */
async function notifyIssued(job: z.output<typeof noticeJobSchema>, ctx: JobContext, s: AppServices) {
  const scope = communityScope(s.db, job.communityID);
  const bills = await billingWork(scope, null, async (w) => {
    const claimed = await w.tx
      .update(billingBills)
      .set({ notifiedAt: w.now })
      .where(
        w.scope.owns(
          billingBills,
          and(inArray(billingBills.id, job.billIDs), isNull(billingBills.notifiedAt)),
          inArray(billingBills.status, ['ISSUED', 'PARTIALLY_PAID']),
        ),
      )
      .returning({ id: billingBills.id });
    if (!claimed.length) return [];
    return billsWithUnits(w).where(
      w.scope.owns(
        billingBills,
        inArray(
          billingBills.id,
          claimed.map((c) => c.id),
        ),
      ),
    );
  });
  for (const b of bills) {
    try {
      await s.notify(
        job.communityID,
        { kind: 'unitResidents', unitIds: [b.unitId] },
        {
          title: `ใบแจ้งหนี้ ${billNoText(b.billNo)} ประจำเดือน ${b.period}`,
          body: `ห้อง ${b.unitNo}: ยอด ${formatBaht(b.totalSatang - b.paidSatang)} ครบกำหนดชำระ ${b.dueDate}`,
          featureEnum: 'BILLING',
          target: `${TARGET}/${b.id}`,
        },
      );
    } catch (err) {
      ctx.log.error({ err, billID: b.id }, 'bill notice failed');
    }
  }
}

export const noticeJob = jobKind({ payload: noticeJobSchema, handle: notifyIssued });

export const NOTICE_JOBS = { 'billing.notify': noticeJob };
const schedule = jobScheduler(NOTICE_JOBS);

/** Puts the notices of newly issued bills on their way, committed with the bills themselves. */
export async function scheduleNotices(w: BillingWork, s: AppServices, billIds: string[]) {
  if (!billIds.length) return;
  await schedule(
    s.jobs,
    'billing.notify',
    { communityID: w.scope.communityId, billIDs: billIds },
    undefined,
    {
      db: w.tx,
    },
  );
}
