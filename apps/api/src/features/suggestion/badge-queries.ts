import { eq } from 'drizzle-orm';
import { badgeCounts } from '../../platform/feature/badge-queries';
import type { BadgeCounter } from '../../platform/feature/define-feature';
import { suggestions } from './tables';

/** The office (SUGGESTION:approve) answers suggestions still NEW: nobody has acknowledged them. */
export const suggestionBadge: BadgeCounter = async (ctx) => {
  if (!ctx.permissions.has('SUGGESTION:approve')) return null;
  const { fresh } = await badgeCounts(ctx, {
    fresh: { table: suggestions, where: eq(suggestions.state, 'NEW') },
  });
  return [{ name: 'new', count: fresh, target: '/dashboard/suggestion' }];
};
