import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';

/**
 * One piece of vms work: a transaction in the community's scope, who is doing it, and the
 * community's clock. Every verb function takes one; routes only build it.
 */
export interface VmsWork {
  tx: Transaction;
  scope: CommunityScope;
  s: AppServices;
  userId: string;
  /** Who, as the audit log reads it (an e-mail). */
  actor: string;
  /** The caller's role holds VMS_NITI:write: gate staff, who reach every visit of the community. */
  isGate: boolean;
  /** The caller's role holds VMS_NITI:approve: the office, who sets coupons up and reviews batches. */
  isStaff: boolean;
  /** The zone the community's days and reports are counted in. */
  timeZone: string;
  now: Date;
}

/** Runs `work` in one transaction of the community, for a request that passed the community guard. */
export function atVms<T>(request: FastifyRequest, work: (w: VmsWork) => Promise<T>): Promise<T> {
  const { scope, server } = request;
  const held = request.access.community.permissions.get(request.access.role);
  return scope.run(async (tx) =>
    work({
      tx,
      scope,
      s: server.services,
      userId: request.user.id,
      actor: request.user.email,
      isGate: held?.has('VMS_NITI:write') ?? false,
      isStaff: held?.has('VMS_NITI:approve') ?? false,
      timeZone: await communityTimeZone(tx, scope.communityId),
      now: new Date(),
    }),
  );
}

/** The consoles that follow the gate live: the gate staff's. */
const WATCHERS = ['VMS_NITI:write'] as const;

/**
 * A change made for a request: once it committed, the gate staff's open consoles are told to
 * refetch (use-live-vms on the web), so a change from the app or a colleague shows at once.
 */
export async function changeVms<T>(request: FastifyRequest, work: (w: VmsWork) => Promise<T>): Promise<T> {
  const { done, watchers } = await atVms(request, async (w) => ({
    done: await work(w),
    watchers: await membersHolding(w.tx, w.scope, WATCHERS),
  }));
  await publishLiveChange(
    request.server.services,
    request.log,
    request.scope.communityId,
    watchers,
    'VMS_NITI',
    [],
  );
  return done;
}
