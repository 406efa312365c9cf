import { inArray } from 'drizzle-orm';
import { badgeCounts } from '../../platform/feature/badge-queries';
import type { BadgeCounter } from '../../platform/feature/define-feature';
import { incidents } from './tables';

/** Whoever manages incidents (INCIDENT_REPORT:approve) follows those not yet resolved. */
export const incidentBadge: BadgeCounter = async (ctx) => {
  if (!ctx.permissions.has('INCIDENT_REPORT:approve')) return null;
  const { open } = await badgeCounts(ctx, {
    open: { table: incidents, where: inArray(incidents.status, ['REPORTED', 'ACKNOWLEDGED', 'IN_PROGRESS']) },
  });
  return [{ name: 'open', count: open, target: '/dashboard/incident' }];
};
