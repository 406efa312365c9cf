import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communityTimeZone } from '../../platform/tenancy/community-info';

/**
 * One piece of issue-tracking work: a transaction in the community's scope, who is doing it,
 * whether their role may see every group (ISSUE_TRACKING:approve sees private ones too), the
 * community's time zone (due dates, "today", report months) and the signed link of a stored
 * file. Every verb function takes one; routes only build it.
 */
export interface IssueWork {
  tx: Transaction;
  scope: CommunityScope;
  userId: string;
  /** The caller's role holds ISSUE_TRACKING:approve: private groups, recall, settings, moderation. */
  isManager: boolean;
  /** The caller's role holds ISSUE_TRACKING:write. */
  isWorker: boolean;
  timeZone: string;
  /** The link a reader is shown for a stored file (signed, minutes); null for none. */
  fileUrl: (stored: string | null) => string | null;
  now: Date;
}

export interface IssueCaller {
  userId: string;
  isManager: boolean;
  isWorker: boolean;
  fileUrl: IssueWork['fileUrl'];
}

/** What the guard already knew about the caller, as issue tracking needs it. */
export function callerOf(request: FastifyRequest): IssueCaller {
  const held = request.access.community.permissions.get(request.access.role);
  return {
    userId: request.user.id,
    isManager: held?.has('ISSUE_TRACKING:approve') ?? false,
    isWorker: held?.has('ISSUE_TRACKING:write') ?? false,
    fileUrl: (stored) => request.server.services.files.url(request.scope, stored),
  };
}

/** Runs `work` in one transaction of the community; it commits when `work` returns. */
export function issueWork<T>(
  scope: CommunityScope,
  caller: IssueCaller,
  work: (w: IssueWork) => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<T> {
  return scope.run(async (tx) => {
    const timeZone = await communityTimeZone(tx, scope.communityId);
    return work({ tx, scope, ...caller, timeZone, now: now() });
  });
}

/** The same for a request that passed the community guard. */
export const atOffice = <T>(request: FastifyRequest, work: (w: IssueWork) => Promise<T>): Promise<T> =>
  issueWork(request.scope, callerOf(request), work);
