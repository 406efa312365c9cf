import { badRequest } from './refusals';

type Status = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
export type PublishMode = 'DRAFT' | 'NOW' | 'SCHEDULE';

export interface NextState {
  status: Status;
  publishAt: Date | null;
  /** The post becomes live now: set the time, count the audience, notify. */
  goLive: boolean;
  /** A publish job is needed at publishAt. */
  schedule: boolean;
}

/**
 * Where a post goes, from where it is and what the caller asked. Without a mode it stays as it
 * is (a scheduled post follows a new publishAt). A time that has already passed publishes at
 * once. A post already published is never "published again" (so never notified twice) unless
 * it went back to drafts first.
 */
export function nextState(
  current: { status: Status; publishAt: Date | null } | null,
  mode: PublishMode | undefined,
  publishAt: Date | null | undefined,
  now: Date,
): NextState {
  const status = current?.status ?? 'DRAFT';
  const wanted = mode ?? (status === 'DRAFT' ? 'DRAFT' : status === 'SCHEDULED' ? 'SCHEDULE' : 'NOW');
  const live = (at: Date): NextState => ({
    status: 'PUBLISHED',
    publishAt: status === 'PUBLISHED' ? (current?.publishAt ?? at) : at,
    goLive: status !== 'PUBLISHED',
    schedule: false,
  });
  if (wanted === 'DRAFT')
    return {
      status: 'DRAFT',
      publishAt: publishAt ?? current?.publishAt ?? null,
      goLive: false,
      schedule: false,
    };
  if (wanted === 'NOW') return live(now);
  const at = publishAt ?? current?.publishAt;
  if (!at) throw badRequest('PUBLISH_AT_REQUIRED');
  if (at <= now) return live(at);
  const moved = status !== 'SCHEDULED' || current?.publishAt?.getTime() !== at.getTime();
  return { status: 'SCHEDULED', publishAt: at, goLive: false, schedule: moved };
}

/** Expiry must fall after the post goes live and, for a live or scheduled post, in the future. */
export function checkExpiry(next: NextState, expiresAt: Date | null, now: Date) {
  if (!expiresAt) return;
  if (next.status === 'DRAFT') return;
  if (expiresAt <= now) throw badRequest('EXPIRY_PASSED');
  if (next.publishAt && expiresAt <= next.publishAt) throw badRequest('EXPIRY_BEFORE_PUBLISH');
}
