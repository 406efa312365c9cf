import type { Role } from '@cc/contracts/roles';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';

/**
 * One piece of incident or SOS work: a transaction in the community's scope, who is doing it,
 * and the community's clock. Every verb function takes one; routes only build it.
 */
export interface IncidentWork {
  tx: Transaction;
  scope: CommunityScope;
  s: AppServices;
  userId: string;
  role: Role;
  /** Who, as the audit log reads it (an e-mail). */
  actor: string;
  /** The caller's role holds INCIDENT_REPORT:read: guards and staff see every incident. */
  seesAll: boolean;
  /** The caller's role holds INCIDENT_REPORT:approve: status moves, reports and SOS settings. */
  isManager: boolean;
  /** The zone the community's days and reports are counted in. */
  timeZone: string;
  now: Date;
}

/** Runs `work` in one transaction of the community, for a request that passed the community guard. */
export function atIncident<T>(request: FastifyRequest, work: (w: IncidentWork) => Promise<T>): Promise<T> {
  const { scope, server } = request;
  const held = request.access.community.permissions.get(request.access.role);
  return scope.run(async (tx) =>
    work({
      tx,
      scope,
      s: server.services,
      userId: request.user.id,
      role: request.access.role,
      actor: request.user.email,
      seesAll: held?.has('INCIDENT_REPORT:read') ?? false,
      isManager: held?.has('INCIDENT_REPORT:approve') ?? false,
      timeZone: await communityTimeZone(tx, scope.communityId),
      now: new Date(),
    }),
  );
}

/** The consoles that follow incidents live: everyone who reads them all. */
export const WATCHERS = ['INCIDENT_REPORT:read'] as const;

/** What a change answers, and after its commit: who else to tell live (and the reporter). */
export interface Changed<T> {
  done: T;
  ids: string[];
  /** Members told live besides the readers (an SOS's alerted roles and its raiser). */
  alsoTell?: readonly string[];
  /** Runs after the commit (notifications); failures are logged, the change stands. */
  after?: () => Promise<void>;
}

/**
 * A change made for a request: once it committed, the open consoles of the readers are told to
 * refetch (use-live-incident on the web), then the notices go out.
 */
export async function changeIncident<T>(
  request: FastifyRequest,
  work: (w: IncidentWork) => Promise<Changed<T>>,
): Promise<T> {
  const { changed, watchers } = await atIncident(request, async (w) => ({
    changed: await work(w),
    watchers: await membersHolding(w.tx, w.scope, WATCHERS),
  }));
  await publishLiveChange(
    request.server.services,
    request.log,
    request.scope.communityId,
    [...new Set([...watchers, ...(changed.alsoTell ?? [])])],
    'INCIDENT_REPORT',
    changed.ids,
  );
  if (changed.after)
    await changed.after().catch((err) => request.log.error({ err }, 'incident notice failed'));
  return changed.done;
}
