import { eq } from 'drizzle-orm';
import { badgeCounts } from '../../platform/feature/badge-queries';
import type { BadgeCounter } from '../../platform/feature/define-feature';
import { repairRequests } from './tables';

/** The office (REPAIR_REQUEST:approve) accepts or rejects requests still NEW. */
export const repairBadge: BadgeCounter = async (ctx) => {
  if (!ctx.permissions.has('REPAIR_REQUEST:approve')) return null;
  const { fresh } = await badgeCounts(ctx, {
    fresh: { table: repairRequests, where: eq(repairRequests.state, 'NEW') },
  });
  return [{ name: 'toAccept', count: fresh, target: '/dashboard/repair' }];
};
