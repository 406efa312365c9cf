import { officeReader } from '@cc/contracts/billing-op-parts';
import { and, eq, exists, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../platform/services';
import { communityRolePermissions, memberships } from '../../platform/tenancy/tables';
import type { BillingWork } from './billing-work';

/** The permissions that open the evidence pages (the office's reads), per the community's matrix. */
const OFFICE_READS = [...(officeReader.anyOf ?? [])];

/** The members whose consoles show the payments queue: the ones told when it changes. */
export async function evidenceWatchers(w: BillingWork): Promise<string[]> {
  const m = memberships;
  const p = communityRolePermissions;
  const reading = w.tx
    .select({ one: p.role })
    .from(p)
    .where(and(eq(p.communityId, m.communityId), eq(p.role, m.role), inArray(p.permission, OFFICE_READS)));
  const rows = await w.tx
    .select({ userId: m.userId })
    .from(m)
    .where(w.scope.owns(m, exists(reading)));
  return rows.map((r) => r.userId);
}

/**
 * Tells those consoles that payments changed (a slip came in, someone decided one), so an open
 * queue refetches instead of waiting for a reload, and two verifiers do not work the same slip.
 * Best effort, after the commit: the change stands either way, and a console refetches when its
 * socket reconnects.
 */
export async function publishEvidenceChange(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  userIds: readonly string[],
  evidenceIds: string[],
) {
  if (userIds.length === 0) return;
  try {
    await s.realtime.publish(communityId, [
      { userIds, event: { type: 'changed', featureEnum: 'BILLING', ids: evidenceIds } },
    ]);
  } catch (err) {
    log.warn({ err, communityId }, 'payment live event failed');
  }
}
