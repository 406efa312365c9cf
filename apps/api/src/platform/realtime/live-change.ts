import type { PermissionKey } from '@cc/contracts/features';
import type { Permission } from '@cc/contracts/roles';
import { and, eq, exists, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import type { CommunityScope } from '../db/community-scope';
import type { AppServices } from '../services';
import { communityRolePermissions, memberships } from '../tenancy/tables';

/**
 * The members whose role holds any of `permissions` in this community's own matrix: the
 * consoles a feature's page is open on, told when its records change.
 */
export async function membersHolding(
  tx: Executor,
  scope: CommunityScope,
  permissions: readonly Permission[],
) {
  const m = memberships;
  const p = communityRolePermissions;
  const holding = tx
    .select({ one: p.role })
    .from(p)
    .where(
      and(eq(p.communityId, m.communityId), eq(p.role, m.role), inArray(p.permission, [...permissions])),
    );
  const rows = await tx
    .select({ userId: m.userId })
    .from(m)
    .where(scope.owns(m, exists(holding)));
  return rows.map((r) => r.userId);
}

/**
 * Tells those consoles that a feature's records changed, so an open page refetches instead of
 * waiting for a reload. Best effort, after the commit: the change stands either way, and a
 * console refetches when its socket reconnects.
 */
export async function publishLiveChange(
  s: Pick<AppServices, 'realtime'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  communityId: string,
  userIds: readonly string[],
  featureEnum: PermissionKey,
  ids: string[],
) {
  if (userIds.length === 0) return;
  try {
    await s.realtime.publish(communityId, [{ userIds, event: { type: 'changed', featureEnum, ids } }]);
  } catch (err) {
    log.warn({ err, communityId, featureEnum }, 'live change event failed');
  }
}
