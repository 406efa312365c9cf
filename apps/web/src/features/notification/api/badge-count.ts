import { notificationOps } from '@cc/contracts/notification';
import { queryOptions } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { writeKeys } from '../../../shared/session/session-storage';
import { notificationKeys } from './notification-keys';

/**
 * The bell's figure (the web badge count) and, beside it, the spec's user notification count
 * list, stored as `userNotificationCountNitiList`. Live events and read marks set the figure
 * directly; focus and push messages refetch it.
 */
export const badgeCountQuery = (communityID: string) =>
  queryOptions({
    queryKey: notificationKeys.badge(communityID),
    queryFn: async ({ signal }) => {
      const query = { communityID };
      const [badge, counts] = await Promise.all([
        callOp(notificationOps.badgeCount, { query, signal }),
        callOp(notificationOps.userCount, { query, signal }),
      ]);
      writeKeys({ userNotificationCountNitiList: JSON.stringify(counts.userNotificationCountList) });
      return badge.item.inboxBadgeCount;
    },
    staleTime: 5_000,
  });

/** Spec 8: no answer is 'INTERNET DISCONNECTED'; a refusal shows the server's errorMessage. */
export type CountFailure = { kind: 'offline' } | { kind: 'refused'; errorMessage: string };

export const countFailure = (e: unknown): CountFailure =>
  e instanceof ApiError && !e.isNetwork
    ? { kind: 'refused', errorMessage: e.errorMessage }
    : { kind: 'offline' };
