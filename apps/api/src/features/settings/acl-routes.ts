import { effectiveFlag, type FeatureEnum } from '@cc/contracts/features';
import { ROLE_LABELS, type Role } from '@cc/contracts/roles';
import { settingOps } from '@cc/contracts/setting';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../platform/auth/tables';
import { guardedRoute } from '../../platform/http/guarded-route';
import { containsPattern, decodeKey, pageOf } from '../../platform/http/keyset';
import type { AppServices } from '../../platform/services';
import {
  communities,
  communityFeatures,
  memberships,
  communityRolePermissions as perms,
} from '../../platform/tenancy/tables';
import { TAGS } from './community-profile-routes';

/** What makes a community one the caller administers: they may manage its people or its settings. */
const ADMINISTERS = ['DIRECTORY:write', 'SETTING:write'];

export async function aclRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, settingOps.aclUserList, TAGS),
    handler: async (request) => {
      const { q, role, lastKey, limit } = request.query;
      const after = decodeKey(lastKey, 3);
      const scope = request.scope;
      const { rows, granted } = await scope.run(async (tx) => {
        const p = q ? containsPattern(q) : undefined;
        const found = await tx
          .select({
            id: users.id,
            userID: users.email,
            firstname: users.firstname,
            lastname: users.lastname,
            role: memberships.role,
          })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(
            scope.owns(
              memberships,
              role ? eq(memberships.role, role) : undefined,
              p ? or(ilike(users.firstname, p), ilike(users.lastname, p), ilike(users.email, p)) : undefined,
              after
                ? sql`(${users.firstname}, ${users.lastname}, ${users.id}) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)`
                : undefined,
            ),
          )
          .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id))
          .limit(limit + 1);
        const matrix = await tx.select().from(perms).where(scope.owns(perms));
        const flags = await tx.select().from(communityFeatures).where(scope.owns(communityFeatures));
        // Effective: a permission on a feature that is switched off (or not available in this
        // community type) gives nothing, so it is left out.
        const on = new Set(
          flags
            .filter((f) => effectiveFlag(f.featureEnum as FeatureEnum, f, request.community.type).isEnable)
            .map((f) => f.featureEnum),
        );
        return { rows: found, granted: matrix.filter((g) => on.has(g.permission.split(':')[0]!)) };
      });
      const byRole = (role: Role) =>
        granted
          .filter((g) => g.role === role)
          .map((g) => g.permission)
          .sort();
      const page = pageOf(rows, limit, (m) => [m.firstname, m.lastname, m.id]);
      return {
        isSuccess: true as const,
        lastKey: page.lastKey,
        items: page.items.map(({ id: _, ...m }) => ({ ...m, permissions: byRole(m.role) })),
      };
    },
  });

  // Across communities by nature: it answers only the caller's own memberships.
  r.route({
    ...guardedRoute(s, settingOps.aclCommunityList, TAGS),
    handler: async (request) => {
      const rows = await s.db
        .select({
          communityID: communities.id,
          communityName: communities.name,
          imageUrl: communities.imageUrl,
          communityType: communities.type,
          usageStatus: communities.usageStatus,
          role: memberships.role,
          permissions: sql<
            string[]
          >`coalesce((select json_agg(${perms.permission} order by ${perms.permission})
            from ${perms} where ${perms.communityId} = ${memberships.communityId} and ${perms.role} = ${memberships.role}), '[]'::json)`,
        })
        .from(memberships)
        .innerJoin(communities, eq(communities.id, memberships.communityId))
        .where(
          and(
            eq(memberships.userId, request.user.id),
            sql`exists (select 1 from ${perms} where ${perms.communityId} = ${memberships.communityId}
              and ${perms.role} = ${memberships.role} and ${inArray(perms.permission, ADMINISTERS)})`,
          ),
        )
        .orderBy(asc(communities.name));
      return {
        isSuccess: true as const,
        items: rows.map((c) => ({ ...c, displayCommunityRole: ROLE_LABELS[c.role] })),
      };
    },
  });
}
