import { eq, sql } from 'drizzle-orm';
import { badgeCount } from '../../platform/feature/badge-queries';
import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { communities } from '../../platform/tenancy/tables';
import { patrolRounds } from './tables';

/**
 * The planners (PATROL:approve) follow up the rounds missed today: closed with no checkpoint
 * scanned. "Today" is the community's local date, the day the dashboard card counts (a round's
 * day is its shift's), worked out by the statement from the community's zone; the subquery is
 * uncorrelated, so it runs once and the (community, day) index finds today's rounds.
 */
export const patrolBadge: BadgeCounter = ({ scope, permissions, now }) => {
  if (!permissions.has('PATROL:approve')) return null;
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const today = sql`(select (${at} at time zone ${communities.timeZone})::date from ${communities}
    where ${eq(communities.id, scope.communityId)})`;
  return badgeQuery({
    counts: {
      n: badgeCount(
        scope,
        patrolRounds,
        sql`${patrolRounds.day} = ${today} and ${patrolRounds.status} = 'MISSED'`,
      ),
    },
    parts: ({ n }) => [{ name: 'missedToday', count: n, target: '/dashboard/patrol' }],
  });
};
