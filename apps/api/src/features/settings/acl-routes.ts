import { effectiveFlag, type FeatureEnum } from '@cc/contracts/features';
import { ROLE_LABELS, type Role } from '@cc/contracts/roles';
import { settingOps } from '@cc/contracts/setting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import { containsPattern, decodeKey, pageOf } from '../../platform/http/keyset';
import type { AppServices } from '../../platform/services';
import { administeredCommunities, memberPage, permissionsAndFlags } from './acl-queries';
import { TAGS } from './community-profile-routes';

export async function aclRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, settingOps.aclUserList, TAGS),
    handler: async (request) => {
      const { q, role, lastKey, limit } = request.query;
      const after = decodeKey(lastKey, 3);
      const scope = request.scope;
      const { rows, granted } = await scope.run(async (tx) => {
        const pattern = q ? containsPattern(q) : undefined;
        const found = await memberPage(tx, scope, { role, pattern, after, limit: limit + 1 });
        const { matrix, flags } = await permissionsAndFlags(tx, scope);
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
      const rows = await administeredCommunities(s.db, request.user.id);
      return {
        isSuccess: true as const,
        items: rows.map((c) => ({ ...c, displayCommunityRole: ROLE_LABELS[c.role] })),
      };
    },
  });
}
