import { sql } from 'drizzle-orm';
import type { MonthContext, MonthlyFiguresPart } from '../../platform/feature/monthly-figures';
import { facilityBookings } from './tables';

const n = (expr: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${expr})`.mapWith(Number);

/** Bookings whose day falls in the month: confirmed or used, cancelled, no-shows, and fees (satang). */
async function bookingMonth({ tx, scope, month }: MonthContext) {
  const used = sql`${facilityBookings.state} in ('CONFIRMED', 'CHECKED_IN')`;
  const [row] = await tx
    .select({
      booked: n(used),
      cancelled: n(sql`${facilityBookings.state} = 'CANCELLED'`),
      noShow: n(sql`${facilityBookings.state} = 'NO_SHOW'`),
      fees: sql<number>`coalesce(sum(${facilityBookings.feeSatang}) filter (where ${used}), 0)`.mapWith(
        Number,
      ),
    })
    .from(facilityBookings)
    .where(scope.owns(facilityBookings, sql`to_char(${facilityBookings.day}, 'YYYY-MM') = ${month}`));
  const r = row ?? { booked: 0, cancelled: 0, noShow: 0, fees: 0 };
  return [
    { key: 'booked', th: 'การจองที่ยืนยัน', en: 'Bookings confirmed', value: r.booked, unit: 'count' as const },
    {
      key: 'cancelled',
      th: 'การจองที่ยกเลิก',
      en: 'Bookings cancelled',
      value: r.cancelled,
      unit: 'count' as const,
    },
    { key: 'noShow', th: 'ไม่มาใช้ตามนัด', en: 'No-shows', value: r.noShow, unit: 'count' as const },
    { key: 'fees', th: 'ค่าบริการ', en: 'Fees', value: r.fees, unit: 'satang' as const },
  ];
}

export const facilityMonthlyFigures: MonthlyFiguresPart = {
  featureEnum: 'FACILITY_BOOKING',
  title: { th: 'จองพื้นที่ส่วนกลาง', en: 'Facility booking' },
  permission: 'FACILITY_BOOKING:read',
  figures: bookingMonth,
};
