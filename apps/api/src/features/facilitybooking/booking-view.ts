import type { Booking, BookingState } from '@cc/contracts/facilitybooking';
import type { facilityBookings } from './tables';

export type BookingRow = typeof facilityBookings.$inferSelect;

/** The state people see: a checked-in booking whose slot has ended reads as completed. */
export const shownState = (row: Pick<BookingRow, 'state' | 'endsAt'>, now: Date): BookingState =>
  row.state === 'CHECKED_IN' && row.endsAt <= now ? 'COMPLETED' : row.state;

export const toBooking = (row: BookingRow, facilityName: string, now: Date): Booking => ({
  bookingID: row.id,
  facilityID: row.facilityId,
  facilityName,
  unitID: row.unitId,
  unitNo: row.unitNo,
  state: shownState(row, now),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  day: row.day,
  people: row.people,
  note: row.note,
  feeSatang: row.feeSatang,
  depositSatang: row.depositSatang,
  depositState: row.depositState,
  depositReason: row.depositReason,
  code: row.code,
  bookedBy: { userID: row.bookedBy ?? '', name: row.bookedByName },
  source: row.source,
  createdAt: row.createdAt.toISOString(),
  reason: row.reason,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
  groupID: row.groupId,
});
