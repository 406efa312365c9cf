import type { SuggestionEmailSetting } from '@cc/contracts/suggestion-records';
import { z } from 'zod';
import { jobKind, jobScheduler } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { addDays, localDate, wallTimeToInstant } from '../../platform/time/zone-clock';
import { mailDigest, mailNewOne } from './suggestion-mail';
import { sendNotice } from './suggestion-notices';
import type { SuggestionRow } from './suggestion-queries';
import type { SuggestionWork } from './suggestion-work';

const oneSuggestion = z.object({ communityID: z.string().min(1), suggestionID: z.uuid() });
const notice = oneSuggestion.extend({ action: z.string().min(1).max(40), text: z.string().nullable() });
const digest = z.object({ communityID: z.string().min(1), day: z.iso.date() });
export type NoticeJob = z.infer<typeof notice>;

/**
 * Suggestion's durable jobs, each scheduled inside the transaction that makes it due, so a
 * refused change tells nobody. Mails record each send (suggestion_mail_sends): a job run again
 * after a failure mails only the addresses it had not reached.
 */
export const SUGGESTION_JOBS = {
  'suggestion.notice': jobKind({
    payload: notice,
    handle: (p, _c: JobContext, s: AppServices) => sendNotice(s, p),
  }),
  'suggestion.mail': jobKind({
    payload: oneSuggestion,
    handle: (p, _c: JobContext, s: AppServices) => mailNewOne(s, p.communityID, p.suggestionID),
  }),
  'suggestion.digest': jobKind({
    payload: digest,
    handle: (p, _c: JobContext, s: AppServices) => mailDigest(s, p.communityID, p.day),
  }),
};
const schedule = jobScheduler(SUGGESTION_JOBS);

/** Staff hear of a new one; the author of every later change. */
export async function tellAbout(w: SuggestionWork, row: SuggestionRow, action: string, text: string | null) {
  await schedule(
    w.s.jobs,
    'suggestion.notice',
    { communityID: w.scope.communityId, suggestionID: row.id, action, text },
    undefined,
    { db: w.tx },
  );
}

/** The digest hour, in the community's time. */
export const DIGEST_CLOCK = '08:00';
export const digestTime = (day: string, timeZone: string) =>
  wallTimeToInstant(Date.parse(`${day}T${DIGEST_CLOCK}:00Z`), timeZone);

/** A new one is mailed at once, or waits for the next 08:00 digest (written once per day). */
export async function scheduleMails(w: SuggestionWork, row: SuggestionRow, mail: SuggestionEmailSetting) {
  const anyone = mail.recipients.some((r) => r.category === row.category && r.addresses.length > 0);
  if (!anyone) return;
  const communityID = w.scope.communityId;
  if (mail.mode === 'INSTANT') {
    await schedule(w.s.jobs, 'suggestion.mail', { communityID, suggestionID: row.id }, undefined, {
      db: w.tx,
    });
    return;
  }
  const today = localDate(w.now, w.timeZone);
  const day = w.now < digestTime(today, w.timeZone) ? today : addDays(today, 1);
  await w.s.jobs.scheduleOnce('suggestion.digest', { communityID, day }, digestTime(day, w.timeZone), {
    db: w.tx,
  });
}
