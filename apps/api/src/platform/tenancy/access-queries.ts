import type { FeatureEnum } from '@cc/contracts/features';
import type { Permission, Role } from '@cc/contracts/roles';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';
import type { CommunityFacts } from './access-cache';

/** The member's role in the community, if they are one. */
export async function loadRole(tx: Executor, userId: string, communityId: string) {
  const [row] = await queryRows<{ role: Role }>(
    tx,
    sql`select role from memberships where user_id = ${userId} and community_id = ${communityId}`,
  );
  return row?.role;
}

/** The community, its switches and its matrix in one statement. */
export async function loadCommunity(tx: Executor, communityId: string): Promise<CommunityFacts | undefined> {
  const [row] = await queryRows<{
    type: CommunityFacts['type'];
    usage_status: CommunityFacts['usageStatus'];
    flags: [FeatureEnum, boolean, boolean][] | string;
    grants: [Role, Permission][] | string;
  }>(
    tx,
    sql`select c.type, c.usage_status,
      coalesce((select json_agg(json_build_array(f.feature_enum, f.is_enable, f.is_visible))
        from community_features f where f.community_id = c.id), '[]'::json) as flags,
      coalesce((select json_agg(json_build_array(p.role, p.permission))
        from community_role_permissions p where p.community_id = c.id), '[]'::json) as grants
    from communities c where c.id = ${communityId}`,
  );
  if (!row) return undefined;
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const permissions = new Map<Role, Set<Permission>>();
  for (const [role, permission] of json(row.grants)) {
    permissions.set(role, (permissions.get(role) ?? new Set()).add(permission));
  }
  return {
    type: row.type,
    usageStatus: row.usage_status,
    flags: new Map(json(row.flags).map(([f, isEnable, isVisible]) => [f, { isEnable, isVisible }])),
    permissions,
  };
}
