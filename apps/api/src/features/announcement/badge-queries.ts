import { eq } from 'drizzle-orm';
import { badgeCount } from '../../platform/feature/badge-queries';
import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { announcements } from './tables';

/** Drafts wait for someone who may publish them (ANNOUNCEMENT:approve). */
export const announcementBadge: BadgeCounter = ({ scope, permissions }) =>
  permissions.has('ANNOUNCEMENT:approve')
    ? badgeQuery({
        counts: { n: badgeCount(scope, announcements, eq(announcements.status, 'DRAFT')) },
        parts: ({ n }) => [{ name: 'drafts', count: n, target: '/dashboard/announcement?tab=drafts' }],
      })
    : null;
