import { formatBaht, OPEN_STATUSES } from '@cc/contracts/billing';
import { REMINDER_STEP_DAYS, REMINDER_STEPS, type ReminderStep } from '@cc/contracts/billing-reminder-ops';
import { between, eq, inArray, or } from 'drizzle-orm';
import { communityScope } from '../../platform/db/community-scope';
import type { Log } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { addDays } from '../../platform/time/zone-clock';
import { billNoText } from './bill-number-queries';
import { type BillRow, billsWithUnits } from './bill-queries';
import { billingWork } from './billing-work';
import { mailReminder } from './reminder-mail';
import { readSettings } from './setting-queries';
import { billingBills, billingRemindersSent } from './tables';

/** The console page a reminder opens. */
const TARGET = '/dashboard/billing/list/detail';
/** How long the last step may still go out after its day, when no sweep ran on it. */
const LAST_STEP_WINDOW = 7;

/**
 * The days a step may go out, relative to the due date: from its own day until the day before
 * the next step's (the last one for a week). So a sweep that missed a day sends the step late,
 * and a bill issued after its due date gets the latest step only, never a backlog.
 */
function windowOf(step: ReminderStep): { from: number; until: number } {
  const i = REMINDER_STEPS.indexOf(step);
  const from = REMINDER_STEP_DAYS[step];
  const next = REMINDER_STEPS[i + 1];
  return { from, until: next ? REMINDER_STEP_DAYS[next] - 1 : from + LAST_STEP_WINDOW - 1 };
}

/** The due dates whose bills are inside a step's window today: from `earliest` to `latest`. */
function dueDatesFor(step: ReminderStep, today: string) {
  const { from, until } = windowOf(step);
  return { earliest: addDays(today, -until), latest: addDays(today, -from) };
}

const STEP_TITLE: Record<ReminderStep, string> = {
  BEFORE_7: 'ใกล้ครบกำหนดชำระ',
  ON_DUE: 'ครบกำหนดชำระวันนี้',
  AFTER_7: 'เลยกำหนดชำระ 7 วัน',
  AFTER_30: 'เลยกำหนดชำระ 30 วัน',
};

export interface ReminderMessage {
  step: ReminderStep;
  bill: BillRow;
  title: string;
  body: string;
}

const messageOf = (step: ReminderStep, bill: BillRow): ReminderMessage => ({
  step,
  bill,
  title: `${STEP_TITLE[step]}: ใบแจ้งหนี้ ${billNoText(bill.billNo)}`,
  body: `ห้อง ${bill.unitNo}: ค้างชำระ ${formatBaht(bill.totalSatang - bill.paidSatang)} ครบกำหนดชำระ ${bill.dueDate}`,
});

/**
 * Claims the community's reminders due on its local date of `now`: open bills (issued or part
 * paid, never recalled) whose step is on and inside its window, and not sent before. The claim is
 * one `insert … on conflict do nothing returning` on the (bill, step) key, committed before
 * anyone is told: of two instances sweeping at once, each (bill, step) is claimed by one.
 */
async function claimDue(s: AppServices, communityId: string, now: Date) {
  return billingWork(
    communityScope(s.db, communityId),
    null,
    async (w) => {
      const { reminders } = await readSettings(w);
      const steps = REMINDER_STEPS.filter((st) => reminders.steps[st]);
      if (!steps.length) return { claimed: [] as ReminderMessage[], email: reminders.email };
      const windows = steps.map((step) => ({ step, ...dueDatesFor(step, w.today) }));
      const bills = await billsWithUnits(w).where(
        w.scope.owns(
          billingBills,
          inArray(billingBills.status, [...OPEN_STATUSES]),
          or(...windows.map((d) => between(billingBills.dueDate, d.earliest, d.latest))),
        ),
      );
      // The windows never overlap: a bill is inside one step's at most.
      const wanted = bills.flatMap((bill) => {
        const found = windows.find((d) => d.earliest <= bill.dueDate && bill.dueDate <= d.latest);
        return found ? [{ bill, step: found.step }] : [];
      });
      if (!wanted.length) return { claimed: [], email: reminders.email };
      const rows = await w.tx
        .insert(billingRemindersSent)
        .values(wanted.map((x) => ({ communityId, billId: x.bill.id, step: x.step, sentAt: w.now })))
        .onConflictDoNothing()
        .returning({ billId: billingRemindersSent.billId, step: billingRemindersSent.step });
      const won = new Set(rows.map((r) => `${r.billId} ${r.step}`));
      const claimed = wanted
        .filter((x) => won.has(`${x.bill.id} ${x.step}`))
        .map((x) => messageOf(x.step, x.bill));
      return { claimed, email: reminders.email };
    },
    now,
  );
}

/** Gives a claim back when its notification could not go out, so the next sweep tries again. */
async function release(s: AppServices, communityId: string, m: ReminderMessage) {
  const scope = communityScope(s.db, communityId);
  await scope.run((tx) =>
    tx
      .delete(billingRemindersSent)
      .where(
        scope.owns(
          billingRemindersSent,
          eq(billingRemindersSent.billId, m.bill.id),
          eq(billingRemindersSent.step, m.step),
        ),
      ),
  );
}

/**
 * One sweep of a community's reminders for the local date of `now`: each claimed (bill, step) is
 * told to the unit's residents (notification, and e-mail when the community mails reminders).
 * A notification that fails gives its claim back; a failed e-mail is logged and not retried (the
 * notification, the reminder of record, went out). Answers how many reminders were sent.
 */
export async function sweepReminders(
  s: AppServices,
  communityId: string,
  now: Date,
  log: Log,
): Promise<number> {
  const { claimed, email } = await claimDue(s, communityId, now);
  let sent = 0;
  for (const m of claimed) {
    try {
      await s.notify(
        communityId,
        { kind: 'unitResidents', unitIds: [m.bill.unitId] },
        { title: m.title, body: m.body, featureEnum: 'BILLING', target: `${TARGET}/${m.bill.id}` },
      );
      sent++;
    } catch (err) {
      log.error({ err, billID: m.bill.id, step: m.step }, 'bill reminder failed; it will be tried again');
      await release(s, communityId, m);
      continue;
    }
    if (email) await mailReminder(s, communityId, m, log);
  }
  return sent;
}
