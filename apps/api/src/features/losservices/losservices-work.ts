import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Transaction } from '../../platform/db/client';
import { type CommunityScope, communityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';

/**
 * One piece of extra-services work: a transaction in the community's scope, who is doing it, and
 * the community's clock. Every verb function takes one; routes only build it.
 */
export interface LosservicesWork {
  tx: Transaction;
  scope: CommunityScope;
  s: AppServices;
  /** The signed-in caller; null for the partner acting through the signed link. */
  userId: string | null;
  /** Who, as the audit log reads it (an e-mail, or `partner:<vendor e-mail>`). */
  actor: string;
  /** The caller's role holds LOS_SERVICES:read: sees every request, not only their own. */
  isStaff: boolean;
  /** The caller's role holds LOS_SERVICES:write: sees vendors' e-mails and disabled services. */
  canWrite: boolean;
  /** The zone the community's days are counted in. */
  timeZone: string;
  now: Date;
  /** Work to do once the transaction committed (notifications, the partner's mail). */
  afterCommit: (fn: () => Promise<unknown>) => void;
}

interface Who {
  userId: string | null;
  actor: string;
  isStaff: boolean;
  canWrite: boolean;
}

/** The consoles that follow the area live: those who read the community's requests. */
const WATCHERS = ['LOS_SERVICES:read'] as const;

/**
 * Runs `work` in one transaction of the community; once it committed, runs what the work left for
 * after (a failed notification or mail never undoes the change: each is logged) and, for a
 * change, tells the staff's open consoles to refetch.
 */
export async function runLosservices<T>(
  s: AppServices,
  log: Pick<FastifyBaseLogger, 'warn'>,
  scope: CommunityScope,
  who: Who,
  change: boolean,
  work: (w: LosservicesWork) => Promise<T>,
): Promise<T> {
  const after: (() => Promise<unknown>)[] = [];
  const { done, watchers } = await scope.run(async (tx) => {
    const w: LosservicesWork = {
      tx,
      scope,
      s,
      ...who,
      timeZone: await communityTimeZone(tx, scope.communityId),
      now: new Date(),
      afterCommit: (fn) => after.push(fn),
    };
    const result = await work(w);
    return { done: result, watchers: change ? await membersHolding(tx, scope, WATCHERS) : [] };
  });
  for (const fn of after) {
    try {
      await fn();
    } catch (err) {
      log.warn({ err, communityId: scope.communityId }, 'extra services: after-commit step failed');
    }
  }
  if (change) await publishLiveChange(s, log, scope.communityId, watchers, 'LOS_SERVICES', []);
  return done;
}

function whoOf(request: FastifyRequest): Who {
  const held = request.access.community.permissions.get(request.access.role);
  return {
    userId: request.user.id,
    actor: request.user.email,
    isStaff: held?.has('LOS_SERVICES:read') ?? false,
    canWrite: held?.has('LOS_SERVICES:write') ?? false,
  };
}

/** A read for a request that passed the community guard. */
export const atLosservices = <T>(request: FastifyRequest, work: (w: LosservicesWork) => Promise<T>) =>
  runLosservices(request.server.services, request.log, request.scope, whoOf(request), false, work);

/** A change for a request that passed the community guard. */
export const changeLosservices = <T>(request: FastifyRequest, work: (w: LosservicesWork) => Promise<T>) =>
  runLosservices(request.server.services, request.log, request.scope, whoOf(request), true, work);

/** A change by the partner through a link already verified for this community. */
export const changeAsPartner = <T>(
  request: FastifyRequest,
  communityId: string,
  vendorActor: string,
  work: (w: LosservicesWork) => Promise<T>,
) =>
  runLosservices(
    request.server.services,
    request.log,
    communityScope(request.server.services.db, communityId),
    { userId: null, actor: vendorActor, isStaff: false, canWrite: false },
    true,
    work,
  );
