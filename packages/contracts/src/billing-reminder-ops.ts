import { z } from 'zod';
import { guardedOperation } from './access';
import { officeReader, officeWriter, q } from './billing-op-parts';
import { dataEnvelope } from './envelope';

/**
 * The steps a bill's residents are reminded at, by days from its due date: a week before, on the
 * day, a week after and a month after. Each (bill, step) is sent at most once.
 */
export const REMINDER_STEPS = ['BEFORE_7', 'ON_DUE', 'AFTER_7', 'AFTER_30'] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];
export const REMINDER_STEP_DAYS: Record<ReminderStep, number> = {
  BEFORE_7: -7,
  ON_DUE: 0,
  AFTER_7: 7,
  AFTER_30: 30,
};

export const reminderSettingsSchema = z.object({
  /** Which steps are sent. */
  steps: z.object({
    BEFORE_7: z.boolean(),
    ON_DUE: z.boolean(),
    AFTER_7: z.boolean(),
    AFTER_30: z.boolean(),
  }),
  /** Residents with an e-mail address are also mailed, besides the notification. */
  email: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
/** What a community starts with: every step, by notification and e-mail. */
export const DEFAULT_REMINDERS: ReminderSettings = {
  steps: { BEFORE_7: true, ON_DUE: true, AFTER_7: true, AFTER_30: true },
  email: true,
};

const reminderData = dataEnvelope(reminderSettingsSchema);

/** When open bills' residents are reminded to pay. */
export const billingReminderOps = {
  reminders: guardedOperation({
    method: 'GET',
    path: '/api/billing/setting/reminder',
    summary:
      'Which reminder steps (7 days before due, on due, 7 and 30 days after) are sent, and by e-mail too',
    access: officeReader,
    query: q(),
    response: reminderData,
  }),
  setReminders: guardedOperation({
    method: 'POST',
    path: '/api/billing/setting/reminder',
    summary: 'Turn reminder steps and their e-mail on or off (from the next daily sweep)',
    access: officeWriter,
    body: q({ reminders: reminderSettingsSchema }),
    response: reminderData,
  }),
};
