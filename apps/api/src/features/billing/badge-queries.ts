import { and, eq, isNull } from 'drizzle-orm';
import { badgeCount } from '../../platform/feature/badge-queries';
import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { billingEvidence } from './tables';

/** The office (BILLING:write) verifies the slips residents sent (a partial index holds them). */
export const billingBadge: BadgeCounter = ({ scope, permissions }) =>
  permissions.has('BILLING:write')
    ? badgeQuery({
        counts: {
          n: badgeCount(
            scope,
            billingEvidence,
            and(eq(billingEvidence.status, 'SUBMITTED'), isNull(billingEvidence.deletedAt)),
          ),
        },
        parts: ({ n }) => [{ name: 'slipsToVerify', count: n, target: '/dashboard/billing/evidence' }],
      })
    : null;
