import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';

/**
 * One piece of losservices work: a transaction in the community's scope, who is doing it, and the
 * community's clock. Every verb function takes one; routes only build it.
 */
export interface LosservicesWork {
  tx: Transaction;
  scope: CommunityScope;
  s: AppServices;
  userId: string;
  /** Who, as the audit log reads it (an e-mail). */
  actor: string;
  /** The caller's role holds LOS_SERVICES:approve. */
  isManager: boolean;
  /** The zone the community's days and reports are counted in. */
  timeZone: string;
  now: Date;
  /** The link a reader is shown for a stored file (signed, minutes); null for none. */
  fileUrl: (stored: string | null) => string | null;
}

/** Runs `work` in one transaction of the community, for a request that passed the community guard. */
export function atLosservices<T>(
  request: FastifyRequest,
  work: (w: LosservicesWork) => Promise<T>,
): Promise<T> {
  const { scope, server } = request;
  const held = request.access.community.permissions.get(request.access.role);
  return scope.run(async (tx) =>
    work({
      tx,
      scope,
      s: server.services,
      userId: request.user.id,
      actor: request.user.email,
      isManager: held?.has('LOS_SERVICES:approve') ?? false,
      timeZone: await communityTimeZone(tx, scope.communityId),
      now: new Date(),
      fileUrl: (stored) => server.services.files.url(scope, stored),
    }),
  );
}

/** The consoles that follow the area live: the managers'. */
const WATCHERS = ['LOS_SERVICES:approve'] as const;

/**
 * A change made for a request: once it committed, the managers' open consoles are told to
 * refetch (use-live-losservices on the web), so a change from the app or a colleague shows at once.
 */
export async function changeLosservices<T>(
  request: FastifyRequest,
  work: (w: LosservicesWork) => Promise<T>,
): Promise<T> {
  const { done, watchers } = await atLosservices(request, async (w) => ({
    done: await work(w),
    watchers: await membersHolding(w.tx, w.scope, WATCHERS),
  }));
  await publishLiveChange(
    request.server.services,
    request.log,
    request.scope.communityId,
    watchers,
    'LOS_SERVICES',
    [],
  );
  return done;
}
