import type { Permission } from '@cc/contracts/roles';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/client';
import type { AppServices } from '../../platform/services';
import { communityRolePermissions, memberships } from '../../platform/tenancy/tables';

/** The permissions that open the manage page (requireManager), read from the community's matrix. */
const MANAGING: readonly Permission[] = ['ANNOUNCEMENT:write', 'ANNOUNCEMENT:approve'];

/** The members whose consoles show the manage page: the ones to tell when posts change by themselves. */
export async function postManagers(tx: Executor, communityId: string) {
  const m = memberships;
  const p = communityRolePermissions;
  const rows = await queryRows<{ user_id: string }>(
    tx,
    sql`select ${m.userId} as user_id from ${m}
      where ${m.communityId} = ${communityId} and exists (
        select 1 from ${p} where ${p.communityId} = ${m.communityId} and ${p.role} = ${m.role}
          and ${p.permission} in (${sql.join(
            MANAGING.map((x) => sql`${x}`),
            sql`, `,
          )}))`,
  );
  return rows.map((r) => r.user_id);
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
