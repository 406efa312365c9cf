import type { FeatureEnum } from '@cc/contracts/features';
import type { Permission } from '@cc/contracts/roles';
import type { FastifyBaseLogger } from 'fastify';
import type { CommunityScope } from '../db/community-scope';
import type { AppServices } from '../services';
import { membersHolding, publishLiveChange } from './live-change';

/** What one coalesced `changed` event is about, and who follows it. */
export interface SoonChange {
  featureEnum: FeatureEnum;
  /** Whose consoles follow it: the members whose role holds any of these. */
  watchers: readonly Permission[];
  /** The record the event names (a meeting); changes of different records are not merged. */
  id?: string;
  /** How long changes are gathered into one event. */
  windowMs: number;
}

/** Per instance's fan-out, the events scheduled and not yet sent, by community, feature and record. */
const pendingOf = new WeakMap<object, Set<string>>();
const inFlight = new Set<Promise<void>>();

/**
 * Tells the open pages that a record changed, soon and once for many: a phone syncing a queue of
 * hundreds of scans, or a room of owners voting at once, needs one refetch per window, not one
 * per write. Called after the commit and never awaited, so the writer's answer waits on neither
 * the watchers' read nor the fan-out. Every change is covered: a call while an event is pending
 * is answered by that event, which is sent after the call (the mark is cleared just before the
 * send, so a later call schedules a new one); at most one event per window goes out per record.
 * Best effort like every live change: a failure is logged, and a page refetches when its socket
 * reconnects.
 */
export function publishChangeSoon(
  s: Pick<AppServices, 'realtime'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  scope: CommunityScope,
  change: SoonChange,
) {
  const { communityId } = scope;
  const key = `${communityId}|${change.featureEnum}|${change.id ?? ''}`;
  const pending = pendingOf.get(s.realtime) ?? new Set<string>();
  pendingOf.set(s.realtime, pending);
  if (pending.has(key)) return;
  pending.add(key);
  const send = async () => {
    try {
      const watchers = await scope.run((tx) => membersHolding(tx, scope, change.watchers));
      pending.delete(key);
      await publishLiveChange(
        s,
        log,
        communityId,
        watchers,
        change.featureEnum,
        change.id ? [change.id] : [],
      );
    } catch (err) {
      pending.delete(key);
      log.warn({ err, communityId, featureEnum: change.featureEnum }, 'live change failed');
    }
  };
  const sent = new Promise<void>((resolve) => setTimeout(() => send().finally(resolve), change.windowMs));
  inFlight.add(sent);
  void sent.then(() => inFlight.delete(sent));
}

/** Resolves once every event scheduled so far was sent (or failed): for tests that count events. */
export async function changesSoonSettled() {
  await Promise.all([...inFlight]);
}
