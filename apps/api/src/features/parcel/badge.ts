import type { BadgeCounter } from '../../platform/feature/define-feature';
import { cardCounts } from './count-queries';

/** The desk acts on parcels waiting, and first on the overdue among them (one statement). */
export const parcelBadge: BadgeCounter = async ({ db, scope, permissions, now }) => {
  if (!permissions.has('PARCEL:write')) return null;
  const { waiting, overdue } = await cardCounts({ db, scope }, now);
  return [
    { name: 'waiting', count: waiting, target: '/dashboard/parcel?tab=waiting' },
    { name: 'overdue', count: overdue, target: '/dashboard/parceloverdue', partOf: 'waiting' },
  ];
};
