import type { PermissionKey } from '@cc/contracts/features';
import type { Permission } from '@cc/contracts/roles';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import type { CommunityScope } from '../db/community-scope';
import type { AppServices } from '../services';
import { membersHolding, publishLiveChange } from './live-change';

/** What one paced `changed` event is about, and who follows it. */
export interface SoonChange {
  featureEnum: PermissionKey;
  /** Whose consoles follow it: the members whose role holds any of these. */
  watchers: readonly Permission[];
  /** Others told as well (a meeting's online attendees), read when the event is sent. */
  alsoTell?: (tx: Executor) => Promise<string[]>;
  /** The record the event names (a meeting); each record is paced on its own. */
  id?: string;
  /** The least time between two events of one record. */
  gapMs: number;
}

interface Pace {
  pending: boolean;
  lastSent: number;
}
/** Per instance's fan-out, each record's pace, by community, feature and record. */
const paceOf = new WeakMap<object, Map<string, Pace>>();
const inFlight = new Set<Promise<void>>();

/**
 * Tells the open pages that a record changed, at most one event per `gapMs` per record however
 * many writes arrive: a phone syncing hundreds of scans, or a room of owners voting at once,
 * needs one refetch per gap, not one per write. The first change after a quiet spell is sent at
 * once; changes within the gap ride on one event sent when it ends. The mark is cleared just
 * before the audience is read, so every change is covered by an event sent after it committed.
 * Called after the commit and never awaited, so the writer's answer waits on neither the
 * audience's read nor the fan-out. Best effort like every live change: a failure is logged, and a
 * page refetches when its socket reconnects.
 */
export function publishChangeSoon(
  s: Pick<AppServices, 'realtime'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  scope: CommunityScope,
  change: SoonChange,
) {
  const { communityId } = scope;
  const key = `${communityId}|${change.featureEnum}|${change.id ?? ''}`;
  const paces = paceOf.get(s.realtime) ?? new Map<string, Pace>();
  paceOf.set(s.realtime, paces);
  const pace = paces.get(key) ?? { pending: false, lastSent: 0 };
  paces.set(key, pace);
  if (pace.pending) return;
  pace.pending = true;
  const wait = Math.max(0, pace.lastSent + change.gapMs - Date.now());
  const send = async () => {
    pace.pending = false;
    pace.lastSent = Date.now();
    try {
      const audience = await scope.run(async (tx) => [
        ...new Set([
          ...(await membersHolding(tx, scope, change.watchers)),
          ...((await change.alsoTell?.(tx)) ?? []),
        ]),
      ]);
      await publishLiveChange(
        s,
        log,
        communityId,
        audience,
        change.featureEnum,
        change.id ? [change.id] : [],
      );
    } catch (err) {
      log.warn({ err, communityId, featureEnum: change.featureEnum }, 'live change failed');
    }
  };
  const sent = new Promise<void>((resolve) => setTimeout(() => send().finally(resolve), wait));
  inFlight.add(sent);
  void sent.then(() => inFlight.delete(sent));
}

/** Resolves once every event scheduled so far was sent (or failed): for tests that count events. */
export async function changesSoonSettled() {
  await Promise.all([...inFlight]);
}
