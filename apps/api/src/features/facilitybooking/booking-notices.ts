import { inArray } from 'drizzle-orm';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import type { NoticeJob } from './booking-jobs';
import { lockedBookingOrNone, updateBooking } from './booking-queries';
import { facilityNames } from './event-queries';
import { localText } from './local-text';
import { facilityBookings } from './tables';

export const NOTICES = [
  'CONFIRMED',
  'WAITING',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'EXPIRED',
  'EVENT_CANCELLED',
  'FACILITY_CLOSED',
  'SUSPENDED',
] as const;
type Notice = (typeof NOTICES)[number];

/** The office's page of bookings waiting for approval. */
export const PENDING_TARGET = '/dashboard/facilitybooking/management?tab=pending';

/** What the unit's residents read, in Thai (the community's language), per notice. */
const TITLES: Record<Notice, string> = {
  CONFIRMED: 'จองสำเร็จ',
  WAITING: 'รอการอนุมัติการจอง',
  APPROVED: 'การจองได้รับอนุมัติ',
  REJECTED: 'การจองไม่ได้รับอนุมัติ',
  CANCELLED: 'การจองถูกยกเลิกโดยสำนักงาน',
  EXPIRED: 'การจองหมดเวลารออนุมัติ',
  EVENT_CANCELLED: 'การจองถูกยกเลิกเพราะมีกิจกรรมของโครงการ',
  FACILITY_CLOSED: 'การจองถูกยกเลิกเพราะปิดให้บริการ',
  SUSPENDED: 'งดสิทธิ์การจองชั่วคราว',
};

/**
 * Tells people what happened to bookings, once the change committed (it runs as a job). Units'
 * residents hear about their own bookings; a booking waiting for approval is also the office's
 * to act on, so staff hear of it with a link to the pending tab.
 */
export async function sendBookingNotice(s: AppServices, job: NoticeJob) {
  const scope = communityScope(s.db, job.communityID);
  const { rows, names, timeZone } = await scope.run(async (tx) => ({
    rows: await tx
      .select()
      .from(facilityBookings)
      .where(scope.owns(facilityBookings, inArray(facilityBookings.id, job.bookingIDs))),
    names: await facilityNames(tx, scope),
    timeZone: await communityTimeZone(tx, scope.communityId),
  }));
  if (!rows.length) return;
  const byUnit = new Map<string, typeof rows>();
  for (const r of rows) byUnit.set(r.unitId, [...(byUnit.get(r.unitId) ?? []), r]);
  for (const [unitId, unitRows] of byUnit) {
    const lines = unitRows.map((r) => `${names.get(r.facilityId) ?? ''} ${localText(r.startsAt, timeZone)}`);
    const body = `ห้อง ${unitRows[0]!.unitNo}: ${lines.join(', ')}${job.reason ? ` เหตุผล: ${job.reason}` : ''}`;
    await s.notify(
      job.communityID,
      { kind: 'unitResidents', unitIds: [unitId] },
      {
        title: TITLES[job.notice],
        body,
        featureEnum: 'FACILITY_BOOKING',
      },
    );
    if (job.notice === 'WAITING')
      await s.notify(
        job.communityID,
        { kind: 'staff' },
        {
          title: `มีการจองรออนุมัติ ห้อง ${unitRows[0]!.unitNo}`,
          body: lines.join(', '),
          featureEnum: 'FACILITY_BOOKING',
          target: PENDING_TARGET,
        },
      );
  }
}

/** Reminds the unit of a confirmed booking about to start, once (a second run finds it reminded). */
export async function remindUnit(s: AppServices, scope: CommunityScope, bookingId: string) {
  const due = await scope.run(async (tx) => {
    const row = await lockedBookingOrNone(tx, scope, bookingId);
    if (row?.state !== 'CONFIRMED' || row.remindedAt || row.startsAt <= new Date()) return null;
    await updateBooking(tx, scope, row.id, { remindedAt: new Date() });
    return {
      row,
      names: await facilityNames(tx, scope),
      timeZone: await communityTimeZone(tx, scope.communityId),
    };
  });
  if (!due) return;
  await s.notify(
    scope.communityId,
    { kind: 'unitResidents', unitIds: [due.row.unitId] },
    {
      title: 'ใกล้ถึงเวลาที่จองไว้',
      body: `${due.names.get(due.row.facilityId) ?? ''} ${localText(due.row.startsAt, due.timeZone)} ห้อง ${due.row.unitNo}`,
      featureEnum: 'FACILITY_BOOKING',
    },
  );
}
