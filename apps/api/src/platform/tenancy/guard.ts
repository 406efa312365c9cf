import { effectiveFlag, type FeatureEnum } from '@cc/contracts/features';
import type { Permission, Role } from '@cc/contracts/roles';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { type CommunityScope, communityScope } from '../db/community-scope';
import { communityRows } from '../db/community-statement';
import { badRequest, forbidden } from '../errors';

export interface CommunityContext {
  id: string;
  type: 'CONDO' | 'VILLAGE';
  role: Role;
  usageStatus: 'ACTIVE' | 'SYSTEM_OFF';
}

declare module 'fastify' {
  interface FastifyRequest {
    community: CommunityContext;
    scope: CommunityScope;
  }
}

export interface CommunityRule {
  /** The feature must be enabled (after the registry's village and always-hidden rules). */
  feature?: FeatureEnum;
  /** The member's role must hold this permission in the community's matrix. */
  permission?: Permission;
  /** ...and at least one of these (write or approve, say). */
  anyOf?: readonly Permission[];
  /** Reachable while the community is SYSTEM_OFF (the session calls that show the dialog). */
  allowSuspended?: boolean;
}

interface GuardRow {
  role: Role;
  type: 'CONDO' | 'VILLAGE';
  usage_status: 'ACTIVE' | 'SYSTEM_OFF';
  is_enable: boolean | null;
  is_visible: boolean | null;
  permitted: boolean;
  permitted_any: boolean;
}

/** Whether the member's role holds one of `anyOf` (true when there is no such rule). */
const holdsAnyOf = (anyOf: readonly Permission[] | undefined) =>
  anyOf?.length
    ? sql`exists (select 1 from community_role_permissions q
        where q.community_id = m.community_id and q.role = m.role
          and q.permission in (${sql.join(
            anyOf.map((p) => sql`${p}`),
            sql`, `,
          )}))`
    : sql`true`;

const communityIdOf = (request: FastifyRequest): unknown =>
  (request.query as Record<string, unknown> | undefined)?.communityID ??
  (request.body as Record<string, unknown> | undefined)?.communityID;

/**
 * The one gate in front of every community-scoped route: membership, role, feature and usage
 * status, resolved in a single query. A stranger to the community learns nothing about it:
 * unknown and not-a-member get the same answer.
 */
export function communityGuard(db: Database, rule: CommunityRule = {}) {
  return async function requireCommunity(request: FastifyRequest) {
    const communityId = communityIdOf(request);
    if (typeof communityId !== 'string' || !communityId) throw badRequest('COMMUNITY_REQUIRED');
    // Read in the community it names, as row-level security wants, in the one round trip.
    const [row] = await communityRows<GuardRow>(
      db,
      communityId,
      sql`
      select m.role, c.type, c.usage_status, f.is_enable, f.is_visible, (p.permission is not null) as permitted,
        ${holdsAnyOf(rule.anyOf)} as permitted_any
      from memberships m
      join communities c on c.id = m.community_id
      left join community_features f on f.community_id = m.community_id and f.feature_enum = ${rule.feature ?? ''}
      left join community_role_permissions p
        on p.community_id = m.community_id and p.role = m.role and p.permission = ${rule.permission ?? ''}
      where m.user_id = ${request.user.id} and m.community_id = ${communityId}`,
    );
    type Refused = 'COMMUNITY_FORBIDDEN' | 'FEATURE_DISABLED' | 'SYSTEM_OFF' | 'PERMISSION_DENIED';
    const refuse = (reason: string, code: Refused) => {
      request.log.warn({ userId: request.user.id, communityId, reason }, 'access refused');
      return forbidden(code);
    };
    if (!row) throw refuse('not a member', 'COMMUNITY_FORBIDDEN');
    if (rule.feature) {
      const stored = { isEnable: row.is_enable ?? false, isVisible: row.is_visible ?? false };
      if (!effectiveFlag(rule.feature, stored, row.type).isEnable) {
        throw refuse('feature off', 'FEATURE_DISABLED');
      }
    }
    if (row.usage_status === 'SYSTEM_OFF' && !rule.allowSuspended) {
      throw refuse('suspended', 'SYSTEM_OFF');
    }
    if ((rule.permission && !row.permitted) || !row.permitted_any) {
      throw refuse('permission', 'PERMISSION_DENIED');
    }
    request.community = { id: communityId, type: row.type, role: row.role, usageStatus: row.usage_status };
    request.scope = communityScope(db, communityId);
  };
}
