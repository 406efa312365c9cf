import { followLiveChanges } from '../../../shared/live/follow-live-changes';

export interface FollowOptions {
  communityID: string;
  /** Refetches every announcement query. */
  refetch: () => void;
  /** Whether posts are waiting to go live (then a silent socket could miss one). */
  hasScheduled: () => boolean;
  /** The fallback's period while the socket is down and posts are scheduled. */
  pollEveryMs: number;
  target?: EventTarget;
}

/**
 * Keeps announcement pages current when posts change with nobody there (the scheduler publishes
 * one). While the socket is down it polls instead, but only while posts are scheduled. Returns
 * the stop.
 */
export const followLivePosts = ({ hasScheduled, ...o }: FollowOptions) =>
  followLiveChanges({ ...o, featureEnum: 'ANNOUNCEMENT', pollWhile: hasScheduled });
