import { eq } from 'drizzle-orm';
import { badgeCount } from '../../platform/feature/badge-queries';
import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { repairRequests } from './tables';

/** The office (REPAIR_REQUEST:approve) accepts or rejects requests still NEW. */
export const repairBadge: BadgeCounter = ({ scope, permissions }) =>
  permissions.has('REPAIR_REQUEST:approve')
    ? badgeQuery({
        counts: { n: badgeCount(scope, repairRequests, eq(repairRequests.state, 'NEW')) },
        parts: ({ n }) => [{ name: 'toAccept', count: n, target: '/dashboard/repair' }],
      })
    : null;
