import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import { localDate } from '../../platform/time/zone-clock';

export const TAGS = ['billing'];

/**
 * One piece of billing work: a transaction in the community's scope, who is doing it, and the
 * community's time zone with today's local date in it (a bill is overdue from the day after its
 * due date there, whatever the server's zone). Every verb function takes one; routes only build it.
 */
export interface BillingWork {
  tx: Transaction;
  scope: CommunityScope;
  userId: string | null;
  timeZone: string;
  /** YYYY-MM-DD in the community's zone. */
  today: string;
  now: Date;
}

/** Runs `work` in one transaction of the community; it commits when `work` returns. */
export function billingWork<T>(
  scope: CommunityScope,
  userId: string | null,
  work: (w: BillingWork) => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  return scope.run(async (tx) => {
    const timeZone = await communityTimeZone(tx, scope.communityId);
    return work({ tx, scope, userId, timeZone, today: localDate(now, timeZone), now });
  });
}

/** The same for a request that passed the community guard. */
export const atOffice = <T>(request: FastifyRequest, work: (w: BillingWork) => Promise<T>): Promise<T> =>
  billingWork(request.scope, request.user.id, work);
