import type { ScanResult } from '@cc/contracts/patrol';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import { tellPatrolSoon, WATCHERS } from './patrol-live';

/**
 * One piece of patrol work: a transaction in the community's scope, who is doing it, and the
 * community's clock. Every verb function takes one; routes only build it.
 */
export interface PatrolWork {
  tx: Transaction;
  scope: CommunityScope;
  s: AppServices;
  userId: string;
  /** Who, as the audit log reads it (an e-mail). */
  actor: string;
  /** The caller's role holds PATROL:approve. */
  isManager: boolean;
  /** The zone the community's days and reports are counted in. */
  timeZone: string;
  now: Date;
  /** The link a reader is shown for a stored file (signed, minutes); null for none. */
  fileUrl: (stored: string | null) => string | null;
}

/** Work to do once the scan's transaction committed (telling people); best effort. */
export type AfterScan = (s: AppServices, log: FastifyBaseLogger) => Promise<void>;

/** What a scan needs: no zone (a scan counts no days) and no role, so nothing is read for them. */
export type ScanWork = Pick<PatrolWork, 'tx' | 'scope' | 'userId' | 'now'> & {
  afterCommit: (tell: AfterScan) => void;
};

/**
 * A scan for a request: one transaction, then the open patrol pages are told soon after the
 * commit (tellPatrolSoon: coalesced, not awaited), so the phone's answer waits on neither
 * the watchers' read nor the fan-out.
 */
export async function scanAtPatrol(
  request: FastifyRequest,
  work: (w: ScanWork) => Promise<ScanResult>,
): Promise<ScanResult> {
  const { scope } = request;
  const after: AfterScan[] = [];
  const done = await scope.run((tx) =>
    work({ tx, scope, userId: request.user.id, now: new Date(), afterCommit: (t) => after.push(t) }),
  );
  // A replay changed nothing: nobody is told.
  if (!done.replayed) tellPatrolSoon(request.server.services, request.log, scope);
  for (const tell of after) await tell(request.server.services, request.log);
  return done;
}

/** Runs `work` in one transaction of the community, for a request that passed the community guard. */
export function atPatrol<T>(request: FastifyRequest, work: (w: PatrolWork) => Promise<T>): Promise<T> {
  const { scope, server } = request;
  const held = request.access.community.permissions.get(request.access.role);
  return scope.run(async (tx) =>
    work({
      tx,
      scope,
      s: server.services,
      userId: request.user.id,
      actor: request.user.email,
      isManager: held?.has('PATROL:approve') ?? false,
      timeZone: await communityTimeZone(tx, scope.communityId),
      now: new Date(),
      fileUrl: (stored) => server.services.files.url(scope, stored),
    }),
  );
}

export { WATCHERS };

/**
 * A change made for a request: once it committed, the open patrol pages are told to
 * refetch (use-live-patrol on the web), so a change from the app or a colleague shows at once.
 */
export async function changePatrol<T>(
  request: FastifyRequest,
  work: (w: PatrolWork) => Promise<T>,
): Promise<T> {
  const { done, watchers } = await atPatrol(request, async (w) => ({
    done: await work(w),
    watchers: await membersHolding(w.tx, w.scope, WATCHERS),
  }));
  await publishLiveChange(
    request.server.services,
    request.log,
    request.scope.communityId,
    watchers,
    'PATROL',
    [],
  );
  return done;
}
