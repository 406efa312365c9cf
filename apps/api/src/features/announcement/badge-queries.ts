import { eq } from 'drizzle-orm';
import { badgeCounts } from '../../platform/feature/badge-queries';
import type { BadgeCounter } from '../../platform/feature/define-feature';
import { announcements } from './tables';

/** Drafts wait for someone who may publish them (ANNOUNCEMENT:approve). */
export const announcementBadge: BadgeCounter = async (ctx) => {
  if (!ctx.permissions.has('ANNOUNCEMENT:approve')) return null;
  const { drafts } = await badgeCounts(ctx, {
    drafts: { table: announcements, where: eq(announcements.status, 'DRAFT') },
  });
  return [{ name: 'drafts', count: drafts, target: '/dashboard/announcement?tab=drafts' }];
};
