import { inArray } from 'drizzle-orm';
import { badgeCount } from '../../platform/feature/badge-queries';
import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { incidents } from './tables';

/** Whoever manages incidents (INCIDENT_REPORT:approve) follows those not yet resolved. */
export const incidentBadge: BadgeCounter = ({ scope, permissions }) =>
  permissions.has('INCIDENT_REPORT:approve')
    ? badgeQuery({
        counts: {
          n: badgeCount(
            scope,
            incidents,
            inArray(incidents.status, ['REPORTED', 'ACKNOWLEDGED', 'IN_PROGRESS']),
          ),
        },
        parts: ({ n }) => [{ name: 'open', count: n, target: '/dashboard/incident' }],
      })
    : null;
