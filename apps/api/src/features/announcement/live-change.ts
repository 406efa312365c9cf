import { manageAnnouncements } from '@cc/contracts/announcement-ops';
import { and, eq, exists, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { communityRolePermissions, memberships } from '../../platform/tenancy/tables';

/** The permissions that open the manage page (its contract's access), read from the community's matrix. */
const MANAGING = [...(manageAnnouncements.anyOf ?? [])];

/** The members whose consoles show the manage page: the ones to tell when posts change by themselves. */
export async function postManagers(tx: Executor, scope: CommunityScope) {
  const m = memberships;
  const p = communityRolePermissions;
  const managing = tx
    .select({ one: p.role })
    .from(p)
    .where(and(eq(p.communityId, m.communityId), eq(p.role, m.role), inArray(p.permission, MANAGING)));
  const rows = await tx
    .select({ userId: m.userId })
    .from(m)
    .where(scope.owns(m, exists(managing)));
  return rows.map((r) => r.userId);
}

/**
 * Tells those consoles that these posts changed state with nobody there to see it (the scheduler
 * published them), so an open manage page refetches rather than waiting for a reload. Best
 * effort: the post is live either way, and the page also refetches when its socket reconnects.
 */
export async function tellManagers(
  s: AppServices,
  communityId: string,
  userIds: readonly string[],
  announcementIds: string[],
) {
  if (userIds.length === 0) return;
  await s.realtime.publish(communityId, [
    { userIds, event: { type: 'changed', featureEnum: 'ANNOUNCEMENT', ids: announcementIds } },
  ]);
}
