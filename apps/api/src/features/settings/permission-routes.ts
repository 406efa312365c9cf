import { PERMISSION_KEYS } from '@cc/contracts/features';
import { ACTIONS, type Permission, ROLES } from '@cc/contracts/roles';
import { type PermissionRow, settingOps } from '@cc/contracts/setting';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { announceAccessChange } from '../../platform/tenancy/access-change';
import { communityRolePermissions as perms } from '../../platform/tenancy/tables';
import { TAGS } from './community-profile-routes';
import { badRequest } from './refusals';

/** Cells nobody may clear through the API: without them no one could edit settings again. */
const LOCKED = new Set(['ADMIN SETTING:read', 'ADMIN SETTING:write']);

export async function grantedSet(tx: Executor, scope: CommunityScope) {
  const rows = await tx.select().from(perms).where(scope.owns(perms));
  return new Set(rows.map((r) => `${r.role} ${r.permission}`));
}

function matrix(granted: Set<string>) {
  const items: PermissionRow[] = ROLES.flatMap((role) =>
    PERMISSION_KEYS.map((featureEnum) => ({
      role,
      featureEnum,
      read: granted.has(`${role} ${featureEnum}:read`),
      write: granted.has(`${role} ${featureEnum}:write`),
      approve: granted.has(`${role} ${featureEnum}:approve`),
    })),
  );
  return { roles: [...ROLES], actions: [...ACTIONS], items };
}

export async function permissionRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, settingOps.permissions, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: matrix(await request.scope.run((tx) => grantedSet(tx, request.scope))),
    }),
  });

  r.route({
    ...guardedRoute(s, settingOps.permissionUpdate, TAGS),
    handler: async (request) => {
      const scope = request.scope;
      const data = await scope.run(async (tx) => {
        const before = await grantedSet(tx, scope);
        const grant: { role: string; permission: Permission }[] = [];
        const revoke: { role: string; permission: Permission }[] = [];
        for (const change of request.body.changes) {
          for (const action of ACTIONS) {
            const wanted = change[action];
            if (wanted === undefined) continue;
            const cell = { role: change.role, permission: `${change.featureEnum}:${action}` as Permission };
            const key = `${cell.role} ${cell.permission}`;
            if (!wanted && LOCKED.has(key)) {
              throw badRequest('ADMIN_KEEPS_SETTING');
            }
            if (wanted && !before.has(key)) grant.push(cell);
            if (!wanted && before.has(key)) revoke.push(cell);
          }
        }
        for (const c of revoke) {
          await tx
            .delete(perms)
            .where(scope.owns(perms, and(eq(perms.role, c.role), eq(perms.permission, c.permission))));
        }
        if (grant.length) {
          await tx
            .insert(perms)
            .values(grant.map((c) => ({ communityId: scope.communityId, ...c })))
            .onConflictDoNothing();
        }
        if (grant.length || revoke.length) {
          const label = (c: { role: string; permission: string }) => `${c.role} ${c.permission}`;
          await recordAudit(tx, {
            ...actorOf(request),
            action: 'permission.set',
            before: { granted: revoke.map(label), notGranted: grant.map(label) },
            after: { granted: grant.map(label), notGranted: revoke.map(label) },
          });
        }
        return matrix(await grantedSet(tx, scope));
      });
      await announceAccessChange(s.db, { communityId: scope.communityId });
      return { isSuccess: true as const, data };
    },
  });
}
