import { eq } from 'drizzle-orm';
import { badgeCount } from '../../platform/feature/badge-queries';
import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { vmsCouponBatches } from './tables';

/** The office (VMS_NITI:approve) reviews coupon orders whose slip waits to be verified. */
export const vmsBadge: BadgeCounter = ({ scope, permissions }) =>
  permissions.has('VMS_NITI:approve')
    ? badgeQuery({
        counts: { n: badgeCount(scope, vmsCouponBatches, eq(vmsCouponBatches.state, 'WAITING_VERIFY')) },
        parts: ({ n }) => [{ name: 'couponsToVerify', count: n, target: '/dashboard/vms?tab=coupons' }],
      })
    : null;
