import { DEFAULT_ROLE_PERMISSIONS, ROLES, type Role } from '@cc/contracts/roles';
import { eq, sql } from 'drizzle-orm';
import { acrossCommunities } from '../db/across-communities';
import { appSettings } from '../db/app-settings';
import type { Database, Executor } from '../db/client';
import { communities, communityRolePermissions } from './tables';

/** The app_settings entry holding every permission key this deployment has applied. */
export const KNOWN_PERMISSIONS_SETTING = 'known_permission_keys';

/** Serialises the catch-up between instances starting together; any constant both agree on. */
const CATCH_UP_LOCK = 727_004_117;

export type RoleMatrix = Readonly<Record<Role, readonly string[]>>;

/**
 * Before this record existed, the keys already applied are those some community holds: a key no
 * community holds at all came with newer code. With no community yet, every key is current.
 */
async function firstKnownKeys(tx: Executor, current: readonly string[]): Promise<string[]> {
  const [any] = await tx.select({ id: communities.id }).from(communities).limit(1);
  if (!any) return [...current];
  const held = await tx
    .selectDistinct({ permission: communityRolePermissions.permission })
    .from(communityRolePermissions);
  return held.map((r) => r.permission);
}

/**
 * Brings a change of the default role matrix to communities that already exist. A permission key
 * the deployment has never seen is granted, in every community, to the roles that hold it by
 * default, and then recorded as known. A known key is never applied again, so whatever a
 * community's admin did with it (took it away, gave it to another role) stands across restarts.
 * Changing which roles hold an existing key by default reaches only communities created later.
 * Answers the keys it applied.
 */
export async function applyNewPermissionDefaults(
  db: Database,
  defaults: RoleMatrix = DEFAULT_ROLE_PERMISSIONS,
): Promise<string[]> {
  return acrossCommunities(db, 'start-up', async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATCH_UP_LOCK})`);
    const current = [...new Set(ROLES.flatMap((role) => defaults[role]))].sort();
    const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, KNOWN_PERMISSIONS_SETTING));
    const known = new Set<string>(row ? JSON.parse(row.value) : await firstKnownKeys(tx, current));
    const fresh = current.filter((key) => !known.has(key));
    if (fresh.length > 0) await grantToEveryCommunity(tx, defaults, new Set(fresh));
    const value = JSON.stringify([...new Set([...known, ...current])].sort());
    await tx
      .insert(appSettings)
      .values({ key: KNOWN_PERMISSIONS_SETTING, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    return fresh;
  });
}

async function grantToEveryCommunity(tx: Executor, defaults: RoleMatrix, keys: ReadonlySet<string>) {
  const cells = ROLES.flatMap((role) =>
    defaults[role].filter((p) => keys.has(p)).map((permission) => ({ role, permission })),
  );
  const p = communityRolePermissions;
  await tx.execute(
    sql`insert into ${p} (community_id, role, permission)
      select c.id, d.role, d.permission from ${communities} c
      cross join json_to_recordset(${JSON.stringify(cells)}::json) as d(role text, permission text)
      on conflict do nothing`,
  );
}
