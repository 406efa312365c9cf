import type { FastifyBaseLogger } from 'fastify';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';

/** The consoles and phones that follow the area live: whoever reads patrol. */
export const WATCHERS = ['PATROL:read', 'PATROL:approve'] as const;

/** How long scans of one community are gathered into one `changed` event. */
export const COALESCE_MS = 50;

/** Per instance's fan-out, the communities with a `changed` event scheduled and not yet sent. */
const pendingOf = new WeakMap<object, Set<string>>();

/**
 * Tells the open patrol pages of the community that scans changed, soon and once for many: a
 * phone syncing its queue sends hundreds of scans in a row, and the board needs one refetch, not
 * hundreds. Called after the commit and never awaited, so the scan's answer does not wait for the
 * watchers' read or the fan-out. Every change is covered: a call while an event is pending is
 * answered by that event, which is sent after the call (the mark is cleared just before the send,
 * so a later call schedules a new one). Best effort like every live change: a failure is logged,
 * and a console refetches when its socket reconnects.
 */
export function tellPatrolSoon(
  s: Pick<AppServices, 'realtime'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  scope: CommunityScope,
) {
  const communityId = scope.communityId;
  const pending = pendingOf.get(s.realtime) ?? new Set<string>();
  pendingOf.set(s.realtime, pending);
  if (pending.has(communityId)) return;
  pending.add(communityId);
  const send = async () => {
    try {
      const watchers = await scope.run((tx) => membersHolding(tx, scope, WATCHERS));
      pending.delete(communityId);
      await publishLiveChange(s, log, communityId, watchers, 'PATROL', []);
    } catch (err) {
      pending.delete(communityId);
      log.warn({ err, communityId }, 'patrol live change failed');
    }
  };
  const sent = new Promise<void>((resolve) => setTimeout(() => send().finally(resolve), COALESCE_MS));
  inFlight.add(sent);
  void sent.then(() => inFlight.delete(sent));
}

const inFlight = new Set<Promise<void>>();

/** Resolves once every event scheduled so far was sent (or failed): for tests that count events. */
export async function patrolLiveSettled() {
  await Promise.all([...inFlight]);
}
