import type { createEventSchema, updateEventSchema } from '@cc/contracts/facilitybooking-inputs';
import type { z } from 'zod';
import { cancelHeld } from './booking-moves';
import { holdingOverlapping } from './booking-queries';
import type { BookingRow } from './booking-view';
import type { BookingWork } from './booking-work';
import { durationOf, extentOf, occurrencesOverlapping, ruleOf } from './event-occurrences';
import { findEvent, insertEvent, toEvent, updateEventRow } from './event-queries';
import { findFacility } from './facility-queries';
import { conflict } from './refusals';

type EventInput = z.output<typeof createEventSchema> | z.output<typeof updateEventSchema>;

/**
 * Creates or changes a blocking event. The facility's row is locked for update first: bookings
 * hold it shared while they check events, so none is mid-way when the clashes are read, and
 * any that comes after sees the event. Clashing bookings (pending or confirmed, inside any
 * occurrence) are answered on a dry run; otherwise they are cancelled with notice, or the event
 * is refused while any exist.
 */
export async function saveEvent(w: BookingWork, input: EventInput, eventId?: string) {
  const facility = await findFacility(w.tx, w.scope, input.facilityID, 'update');
  if (eventId) await findEvent(w.tx, w.scope, eventId);
  const timing = {
    date: input.date,
    startTime: input.startTime,
    endTime: input.endTime,
    rrule: input.rrule || null,
    exdates: [...new Set(input.exdates)].sort(),
  };
  ruleOf(timing);
  const extent = extentOf(timing, w.timeZone);
  const candidates = await holdingOverlapping(w.tx, w.scope, facility.id, extent.startsAt, extent.until);
  const clashes = candidates.filter(
    (b) => occurrencesOverlapping(timing, b.startsAt, b.endsAt, w.timeZone).length,
  );
  if (input.dryRun) return { event: null, clashes, facilityName: facility.name };
  if (clashes.length && input.clashes === 'REFUSE')
    throw conflict('EVENT_CLASHES', { count: clashes.length });
  const values = {
    facilityId: facility.id,
    title: input.title,
    ...timing,
    startsAt: extent.startsAt,
    durationMinutes: durationOf(timing) / 60_000,
    until: extent.until,
  };
  const row = eventId
    ? await updateEventRow(w.tx, w.scope, eventId, values)
    : await insertEvent(w.tx, { ...values, communityId: w.scope.communityId, createdBy: w.userId });
  const cancelled: BookingRow[] = [];
  for (const b of clashes) cancelled.push(await cancelHeld(w, b, input.title, 'EVENT_CANCELLED'));
  return { event: toEvent(row, facility.name), clashes: cancelled, facilityName: facility.name };
}

/** Removes an event from the calendar; its record stays, marked deleted, with who and why. */
export async function deleteEvent(w: BookingWork, eventId: string, reason?: string) {
  const before = await findEvent(w.tx, w.scope, eventId);
  const facility = await findFacility(w.tx, w.scope, before.facilityId, 'update');
  const row = await updateEventRow(w.tx, w.scope, eventId, {
    deletedAt: w.now,
    deletedBy: w.userId,
    deleteReason: reason ?? null,
  });
  return toEvent(row, facility.name);
}
