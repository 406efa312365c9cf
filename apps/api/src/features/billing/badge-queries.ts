import { and, eq, isNull } from 'drizzle-orm';
import { badgeCounts } from '../../platform/feature/badge-queries';
import type { BadgeCounter } from '../../platform/feature/define-feature';
import { billingEvidence } from './tables';

/** The office (BILLING:write) verifies the slips residents sent (a partial index holds them). */
export const billingBadge: BadgeCounter = async (ctx) => {
  if (!ctx.permissions.has('BILLING:write')) return null;
  const e = billingEvidence;
  const { toVerify } = await badgeCounts(ctx, {
    toVerify: { table: e, where: and(eq(e.status, 'SUBMITTED'), isNull(e.deletedAt)) },
  });
  return [{ name: 'slipsToVerify', count: toVerify, target: '/dashboard/billing/evidence' }];
};
