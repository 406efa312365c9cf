import { followLiveChanges } from '../../../shared/live/follow-live-changes';

export interface FollowEvidenceOptions {
  communityID: string;
  /** Reads the payments (queue, figures) again. */
  refetch: () => void;
  /** The fallback's period while no socket is up. */
  pollEveryMs: number;
  target?: EventTarget;
}

/**
 * Keeps the verifier's queue current without a reload: the API sends the office a BILLING
 * `changed` event when a slip comes in or someone decides one. While the socket is down it
 * polls instead, always: new slips must still show up. Returns the stop.
 */
export const followLiveEvidence = (o: FollowEvidenceOptions) =>
  followLiveChanges({ ...o, featureEnum: 'BILLING' });
