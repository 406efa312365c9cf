import { z } from 'zod';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind, jobScheduler } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { expirePending } from './booking-moves';
import { NOTICES, remindUnit, sendBookingNotice } from './booking-notices';
import type { BookingRow } from './booking-view';
import type { BookingWork } from './booking-work';

const oneBooking = z.object({ communityID: z.string().min(1), bookingID: z.uuid() });
const notice = z.object({
  communityID: z.string().min(1),
  bookingIDs: z.array(z.uuid()).min(1),
  notice: z.enum(NOTICES),
  reason: z.string().nullable().optional(),
});
export type NoticeJob = z.infer<typeof notice>;

/**
 * Facility booking's durable jobs. Each is scheduled inside the transaction that makes it due, so
 * it exists exactly when the change committed, and each handler re-reads the booking and does
 * nothing if the moment has passed (a booking approved before its expiry is not expired; a
 * cancelled one is not reminded): a job run twice has its effect once.
 */
export const BOOKING_JOBS = {
  // A pending booking's approval time ran out: it expires and frees its places.
  'facility.expire': jobKind({ payload: oneBooking, handle: expireDue }),
  // A confirmed booking starts soon: the unit is reminded once.
  'facility.remind': jobKind({ payload: oneBooking, handle: remindDue }),
  // Something happened to bookings that people are told of in the app.
  'facility.notice': jobKind({ payload: notice, handle: sendNotice }),
};
const schedule = jobScheduler(BOOKING_JOBS);

export async function tellAbout(
  w: BookingWork,
  rows: BookingRow[],
  kind: NoticeJob['notice'],
  reason?: string | null,
) {
  if (!rows.length) return;
  await schedule(
    w.s.jobs,
    'facility.notice',
    {
      communityID: w.scope.communityId,
      bookingIDs: rows.map((r) => r.id),
      notice: kind,
      reason: reason ?? null,
    },
    undefined,
    { db: w.tx },
  );
}

export async function scheduleReminder(w: BookingWork, row: BookingRow) {
  const at = new Date(row.startsAt.getTime() - w.preference.reminderMinutes * 60_000);
  if (w.preference.reminderMinutes <= 0 || at <= w.now) return;
  await schedule(w.s.jobs, 'facility.remind', { communityID: w.scope.communityId, bookingID: row.id }, at, {
    db: w.tx,
  });
}

/** New bookings: pending ones get their expiry, confirmed ones their reminder, and people are told. */
export async function afterBooking(w: BookingWork, rows: BookingRow[]) {
  for (const row of rows) {
    if (row.state === 'PENDING' && row.expiresAt)
      await schedule(
        w.s.jobs,
        'facility.expire',
        { communityID: w.scope.communityId, bookingID: row.id },
        row.expiresAt,
        {
          db: w.tx,
        },
      );
    if (row.state === 'CONFIRMED') await scheduleReminder(w, row);
  }
  const pending = rows.filter((r) => r.state === 'PENDING');
  const confirmed = rows.filter((r) => r.state === 'CONFIRMED');
  await tellAbout(w, confirmed, 'CONFIRMED');
  await tellAbout(w, pending, 'WAITING');
}

async function expireDue(p: z.infer<typeof oneBooking>, _ctx: JobContext, s: AppServices) {
  await expirePending(s, communityScope(s.db, p.communityID), p.bookingID);
}

async function remindDue(p: z.infer<typeof oneBooking>, _ctx: JobContext, s: AppServices) {
  await remindUnit(s, communityScope(s.db, p.communityID), p.bookingID);
}

async function sendNotice(p: NoticeJob, _ctx: JobContext, s: AppServices) {
  await sendBookingNotice(s, p);
}
