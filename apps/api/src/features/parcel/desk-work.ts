import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import { type Desk, loadDesk } from './settings';

/**
 * One piece of desk work: a transaction in the community's scope, the community's parcel
 * settings and time zone, and who is doing it. Every service function takes one.
 */
export interface DeskWork {
  tx: Transaction;
  scope: CommunityScope;
  desk: Desk;
  userId: string;
  /** The link a reader is shown for a stored photo (a signed one, files.ts); null for none. */
  photoUrl: (stored: string | null) => string | null;
}

/** Runs `work` in one transaction of the community; it commits when `work` returns. */
export function deskWork<T>(
  scope: CommunityScope,
  userId: string,
  work: (w: DeskWork) => Promise<T>,
  photoUrl: DeskWork['photoUrl'] = () => null,
): Promise<T> {
  return scope.run(async (tx) => work({ tx, scope, desk: await loadDesk(tx, scope), userId, photoUrl }));
}

/** The same for a request that passed the community guard. */
export const atDesk = <T>(request: FastifyRequest, work: (w: DeskWork) => Promise<T>): Promise<T> =>
  deskWork(request.scope, request.user.id, work, (stored) =>
    request.server.services.files.url(request.scope, stored),
  );

/**
 * Desk work that changes parcels: after it commits, the consoles of everyone who works the desk
 * hear a `changed` event, so an open desk page or dashboard card (waiting, overdue) refetches
 * at once instead of on its next poll. Who to tell is read in the same transaction.
 */
export async function atDeskChanging<T>(request: FastifyRequest, work: (w: DeskWork) => Promise<T>) {
  const { done, watchers } = await atDesk(request, async (w) => ({
    done: await work(w),
    watchers: await membersHolding(w.tx, w.scope, ['PARCEL:write']),
  }));
  await publishLiveChange(
    request.server.services,
    request.log,
    request.scope.communityId,
    watchers,
    'PARCEL',
    [],
  );
  return done;
}

/**
 * What a read of one statement needs, for a request that passed the community guard: no
 * transaction and no desk loaded first. Such a read goes through `communityRows` (the community's
 * setting and the statement in one message, one round trip) and reads any setting it needs
 * itself, so a badge count costs what its own query costs.
 */
export interface DeskRead {
  db: Database;
  scope: CommunityScope;
}

export const deskRead = (request: FastifyRequest): DeskRead => ({
  db: request.server.services.db,
  scope: request.scope,
});
