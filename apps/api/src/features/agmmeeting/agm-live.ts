import { AGM_LIVE_PER_SECOND } from '@cc/contracts/agmmeeting';
import type { FastifyBaseLogger } from 'fastify';
import type { CommunityScope } from '../../platform/db/community-scope';
import { publishChangeSoon } from '../../platform/realtime/change-soon';
import type { AppServices } from '../../platform/services';
import { meetingAttendeeUsers } from './attendance-queries';

/** The consoles that follow meetings live: whoever runs or approves them. */
export const WATCHERS = ['AGM_MEETING:write', 'AGM_MEETING:approve'] as const;
/** The least time between two `changed` events of one meeting. */
export const GAP_MS = Math.ceil(1000 / AGM_LIVE_PER_SECOND);

/**
 * Tells the staff consoles, the projector and the online attendees of a meeting that its figures
 * changed: at most AGM_LIVE_PER_SECOND events a second per meeting, however many votes arrive
 * (the platform's pacing: the first at once, the rest of a gap on one event).
 */
export function tellMeetingSoon(
  s: Pick<AppServices, 'realtime'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  scope: CommunityScope,
  meetingId: string,
) {
  publishChangeSoon(s, log, scope, {
    featureEnum: 'AGM_MEETING',
    watchers: WATCHERS,
    alsoTell: (tx) => meetingAttendeeUsers(tx, scope, meetingId),
    id: meetingId,
    gapMs: GAP_MS,
  });
}
