import { type FeatureEnum, isServedByApi } from '@cc/contracts/features';
import type { Permission, Role } from '@cc/contracts/roles';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { type CommunityScope, communityScope } from '../db/community-scope';
import { badRequest, forbidden } from '../errors';
import type { AccessCache, MemberAccess } from './access-cache';

export interface CommunityContext {
  id: string;
  type: 'CONDO' | 'VILLAGE';
  role: Role;
  usageStatus: 'ACTIVE' | 'SYSTEM_OFF';
}

declare module 'fastify' {
  interface FastifyRequest {
    community: CommunityContext;
    /** What the guard knew: the role and the community's switches and matrix (read, never a query). */
    access: MemberAccess;
    scope: CommunityScope;
  }
}

export interface CommunityRule {
  /**
   * The feature must be enabled (after the registry's village and always-hidden rules; an
   * `api-only` area by the community's stored switch).
   */
  feature?: FeatureEnum;
  /** The member's role must hold this permission in the community's matrix. */
  permission?: Permission;
  /** ...and at least one of these (write or approve, say). */
  anyOf?: readonly Permission[];
  /** Reachable while the community is SYSTEM_OFF (the session calls that show the dialog). */
  allowSuspended?: boolean;
}

const communityIdOf = (request: FastifyRequest): unknown =>
  (request.query as Record<string, unknown> | undefined)?.communityID ??
  (request.body as Record<string, unknown> | undefined)?.communityID;

/**
 * The one gate in front of every community-scoped route: membership, role, feature and usage
 * status, from the instance's access cache (a query only when it does not know them; see
 * access-cache.ts for why that is safe). A stranger to the community learns nothing about it:
 * unknown and not-a-member get the same answer.
 */
export function communityGuard(db: Database, access: AccessCache, rule: CommunityRule = {}) {
  return async function requireCommunity(request: FastifyRequest) {
    const communityId = communityIdOf(request);
    if (typeof communityId !== 'string' || !communityId) throw badRequest('COMMUNITY_REQUIRED');
    const member = await access.member(request.user.id, communityId);
    type Refused = 'COMMUNITY_FORBIDDEN' | 'FEATURE_DISABLED' | 'SYSTEM_OFF' | 'PERMISSION_DENIED';
    const refuse = (reason: string, code: Refused) => {
      request.log.warn({ userId: request.user.id, communityId, reason }, 'access refused');
      return forbidden(code);
    };
    if (!member) throw refuse('not a member', 'COMMUNITY_FORBIDDEN');
    const { role, community } = member;
    if (rule.feature) {
      const stored = community.flags.get(rule.feature) ?? { isEnable: false, isVisible: false };
      if (!isServedByApi(rule.feature, stored, community.type)) {
        throw refuse('feature off', 'FEATURE_DISABLED');
      }
    }
    if (community.usageStatus === 'SYSTEM_OFF' && !rule.allowSuspended) {
      throw refuse('suspended', 'SYSTEM_OFF');
    }
    const held = community.permissions.get(role);
    const holdsAnyOf = !rule.anyOf?.length || rule.anyOf.some((p) => held?.has(p));
    if ((rule.permission && !held?.has(rule.permission)) || !holdsAnyOf) {
      throw refuse('permission', 'PERMISSION_DENIED');
    }
    request.community = { id: communityId, type: community.type, role, usageStatus: community.usageStatus };
    request.access = member;
    request.scope = communityScope(db, communityId);
  };
}
