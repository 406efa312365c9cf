import { eq } from 'drizzle-orm';
import { badgeCount } from '../../platform/feature/badge-queries';
import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { facilityBookings } from './tables';

/** The office (FACILITY_BOOKING:approve) confirms or rejects bookings PENDING (a partial index). */
export const facilityBadge: BadgeCounter = ({ scope, permissions }) =>
  permissions.has('FACILITY_BOOKING:approve')
    ? badgeQuery({
        counts: { n: badgeCount(scope, facilityBookings, eq(facilityBookings.state, 'PENDING')) },
        parts: ({ n }) => [
          { name: 'toApprove', count: n, target: '/dashboard/facilitybooking/management?tab=pending' },
        ],
      })
    : null;
