import { eq } from 'drizzle-orm';
import { badgeCounts } from '../../platform/feature/badge-queries';
import type { BadgeCounter } from '../../platform/feature/define-feature';
import { facilityBookings } from './tables';

/** The office (FACILITY_BOOKING:approve) confirms or rejects bookings PENDING (a partial index). */
export const facilityBadge: BadgeCounter = async (ctx) => {
  if (!ctx.permissions.has('FACILITY_BOOKING:approve')) return null;
  const { pending } = await badgeCounts(ctx, {
    pending: { table: facilityBookings, where: eq(facilityBookings.state, 'PENDING') },
  });
  return [{ name: 'toApprove', count: pending, target: '/dashboard/facilitybooking/management?tab=pending' }];
};
