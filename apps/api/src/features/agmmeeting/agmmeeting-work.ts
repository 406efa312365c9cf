import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import { tellMeetingSoon } from './agm-live';

/**
 * One piece of general-meeting work: a transaction in the community's scope, who is doing it, and
 * the community's clock. Every verb function takes one; routes only build it.
 */
export interface AgmmeetingWork {
  tx: Transaction;
  scope: CommunityScope;
  s: AppServices;
  userId: string;
  /** Who, as the audit log reads it (an e-mail). */
  actor: string;
  /** The zone the community's days are counted in (notice days, Buddhist-era dates). */
  timeZone: string;
  now: Date;
  /** The link a reader is shown for a stored file; null for none. */
  fileUrl: (stored: string | null) => string | null;
  /** Meetings whose live figures changed in this work; told once it committed. */
  touched: Set<string>;
}

/**
 * Each community's zone, kept a minute: every vote would otherwise read it again, and a changed
 * zone only moves how dates are shown and counted, which a minute's delay cannot make wrong.
 */
const ZONE_TTL_MS = 60_000;
const zones = new Map<string, { zone: string; until: number }>();
async function zoneOf(tx: Transaction, communityId: string, now: number) {
  const kept = zones.get(communityId);
  if (kept && kept.until > now) return kept.zone;
  const zone = await communityTimeZone(tx, communityId);
  zones.set(communityId, { zone, until: now + ZONE_TTL_MS });
  return zone;
}

/** Runs `work` in one transaction of the community, for a request that passed the community guard. */
export async function atAgm<T>(request: FastifyRequest, work: (w: AgmmeetingWork) => Promise<T>): Promise<T> {
  const { scope, server } = request;
  const touched = new Set<string>();
  const done = await scope.run(async (tx) =>
    work({
      tx,
      scope,
      s: server.services,
      userId: request.user.id,
      actor: request.user.email,
      timeZone: await zoneOf(tx, scope.communityId, Date.now()),
      now: new Date(),
      fileUrl: (stored) => server.services.files.url(scope, stored),
      touched,
    }),
  );
  // After the commit: the consoles, the projector and online attendees refetch (coalesced).
  for (const meetingId of touched) tellMeetingSoon(server.services, request.log, scope, meetingId);
  return done;
}

/** The audit log's line for a change: who made it, in which community, to what. */
export const auditAgm = (
  w: AgmmeetingWork,
  action: string,
  target: string,
  after: unknown,
  before?: unknown,
) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `agm.${action}`,
    target,
    after,
    before,
  });
