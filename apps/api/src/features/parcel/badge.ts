import { type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { cardCountQueries } from './count-queries';

/** The desk acts on parcels waiting, and first on the overdue among them (the card's counts). */
export const parcelBadge: BadgeCounter = ({ scope, permissions, now }) =>
  permissions.has('PARCEL:write')
    ? badgeQuery({
        counts: cardCountQueries(scope, now),
        parts: ({ waiting, overdue }) => [
          { name: 'waiting', count: waiting, target: '/dashboard/parcel?tab=waiting' },
          { name: 'overdue', count: overdue, target: '/dashboard/parceloverdue', partOf: 'waiting' },
        ],
      })
    : null;
