import type { Permission, Role } from '@cc/contracts/roles';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { inCommunity } from '../db/community-statement';
import { announceAccessChange } from './access-change';
import { communityRolePermissions } from './tables';

/**
 * Whether a role holds a permission in the community's own matrix. For rules beyond the route's
 * guard, such as "granting ADMIN takes SETTING:write", which stay data rather than role names.
 */
export async function roleHolds(db: Executor, communityId: string, role: Role, permission: Permission) {
  const [row] = await inCommunity(
    db,
    communityId,
    db
      .select({ p: communityRolePermissions.permission })
      .from(communityRolePermissions)
      .where(
        and(
          eq(communityRolePermissions.communityId, communityId),
          eq(communityRolePermissions.role, role),
          eq(communityRolePermissions.permission, permission),
        ),
      ),
  );
  return Boolean(row);
}

/** Grants or takes one cell of the community's matrix (the operator's command; settings use their own route). */
export async function setPermission(
  db: Executor,
  communityId: string,
  role: Role,
  permission: Permission,
  grant: boolean,
) {
  if (grant) {
    await db.insert(communityRolePermissions).values({ communityId, role, permission }).onConflictDoNothing();
  } else {
    await db
      .delete(communityRolePermissions)
      .where(
        and(
          eq(communityRolePermissions.communityId, communityId),
          eq(communityRolePermissions.role, role),
          eq(communityRolePermissions.permission, permission),
        ),
      );
  }
  // Committed already when `db` is the database; over a transaction this does nothing, and
  // whoever commits it announces (runOperatorCommand does, by the command's changesAccess).
  await announceAccessChange(db, { communityId });
}
