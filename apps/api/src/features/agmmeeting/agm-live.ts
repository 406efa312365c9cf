import { AGM_LIVE_PER_SECOND } from '@cc/contracts/agmmeeting';
import type { FastifyBaseLogger } from 'fastify';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { meetingAttendeeUsers } from './attendance-queries';

/** The consoles that follow meetings live: whoever runs or approves them. */
export const WATCHERS = ['AGM_MEETING:write', 'AGM_MEETING:approve'] as const;
/** The least time between two `changed` events of one meeting. */
export const GAP_MS = Math.ceil(1000 / AGM_LIVE_PER_SECOND);

interface Pace {
  pending: boolean;
  lastSent: number;
}
/** Per instance's fan-out, each meeting's pace. */
const paceOf = new WeakMap<object, Map<string, Pace>>();
const inFlight = new Set<Promise<void>>();

/**
 * Tells the staff consoles, the projector and the online attendees of a meeting that its figures
 * changed: at most AGM_LIVE_PER_SECOND events a second per meeting, however many votes arrive.
 * The first change after a quiet spell is sent at once; changes within the gap ride on one event
 * sent when the gap ends, and since the mark is cleared just before the watchers are read, every
 * change is covered by an event sent after it committed. Called after the commit and never
 * awaited; best effort (a console refetches when its socket reconnects).
 */
export function tellMeetingSoon(
  s: Pick<AppServices, 'realtime'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  scope: CommunityScope,
  meetingId: string,
) {
  const paces = paceOf.get(s.realtime) ?? new Map<string, Pace>();
  paceOf.set(s.realtime, paces);
  const pace = paces.get(meetingId) ?? { pending: false, lastSent: 0 };
  paces.set(meetingId, pace);
  if (pace.pending) return;
  pace.pending = true;
  const wait = Math.max(0, pace.lastSent + GAP_MS - Date.now());
  const send = async () => {
    pace.pending = false;
    pace.lastSent = Date.now();
    try {
      const watchers = await scope.run(async (tx) => [
        ...new Set([
          ...(await membersHolding(tx, scope, WATCHERS)),
          ...(await meetingAttendeeUsers(tx, scope, meetingId)),
        ]),
      ]);
      await publishLiveChange(s, log, scope.communityId, watchers, 'AGM_MEETING', [meetingId]);
    } catch (err) {
      log.warn({ err, meetingId }, 'general meeting live change failed');
    }
  };
  const sent = new Promise<void>((resolve) => setTimeout(() => send().finally(resolve), wait));
  inFlight.add(sent);
  void sent.then(() => inFlight.delete(sent));
}

/** Resolves once every event scheduled so far was sent (or failed): for tests that count events. */
export async function agmLiveSettled() {
  await Promise.all([...inFlight]);
}
