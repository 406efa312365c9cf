import { eq } from 'drizzle-orm';
import { badgeCount } from '../../platform/feature/badge-queries';
import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { suggestions } from './tables';

/** The office (SUGGESTION:approve) answers suggestions still NEW: nobody has acknowledged them. */
export const suggestionBadge: BadgeCounter = ({ scope, permissions }) =>
  permissions.has('SUGGESTION:approve')
    ? badgeQuery({
        counts: { n: badgeCount(scope, suggestions, eq(suggestions.state, 'NEW')) },
        parts: ({ n }) => [{ name: 'new', count: n, target: '/dashboard/suggestion' }],
      })
    : null;
