import { invitationOps, MAX_CODES_PER_CALL } from '@cc/contracts/invitation';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import { guardedRoute } from '../../platform/http/guarded-route';
import { buildings, units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { roleHolds } from '../../platform/tenancy/permissions';
import { insertCodes } from './invitation-codes';
import { badRequest, forbidden } from './refusals';
import { TAGS } from './unit-queries';

const DAY = 86_400_000;

export async function invitationGenRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, invitationOps.residentGen, TAGS),
    handler: async (request) => {
      const { unitNos, buildingID, unitRole, perUnit, expiresInDays } = request.body;
      const scope = request.scope;
      const expiresAt = new Date(Date.now() + expiresInDays * DAY);
      const items = await scope.run(async (tx) => {
        if (buildingID) {
          const [b] = await tx
            .select()
            .from(buildings)
            .where(scope.owns(buildings, eq(buildings.id, buildingID)));
          if (!b) throw badRequest('UNKNOWN_BUILDING');
        }
        const targets = await tx
          .select({ id: units.id, unitNo: units.unitNo })
          .from(units)
          .where(
            scope.owns(
              units,
              unitNos ? inArray(units.unitNo, unitNos) : undefined,
              buildingID ? eq(units.buildingId, buildingID) : undefined,
            ),
          )
          .orderBy(asc(units.unitNo));
        const missing = (unitNos ?? []).filter((n) => !targets.some((t) => t.unitNo === n));
        if (missing.length > 0) {
          throw badRequest('NO_SUCH_UNITS', {
            unitNos: `${missing.slice(0, 10).join(', ')}${missing.length > 10 ? '…' : ''}`,
          });
        }
        if (targets.length === 0) throw badRequest('NO_UNITS');
        if (targets.length * perUnit > MAX_CODES_PER_CALL) {
          throw badRequest('TOO_MANY_CODES', { max: MAX_CODES_PER_CALL });
        }
        const byId = new Map(targets.map((t) => [t.id, t.unitNo]));
        const rows = targets.flatMap((t) =>
          Array.from({ length: perUnit }, () => ({
            communityId: scope.communityId,
            kind: 'RESIDENT' as const,
            unitId: t.id,
            unitRole,
            role: 'RESIDENT' as const,
            expiresAt,
            createdBy: request.user.id,
          })),
        );
        const saved = await insertCodes(tx, rows);
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'invitation.generate',
          target: unitNos ? unitNos.slice(0, 20).join(', ') : (buildingID ?? 'all units'),
          after: { count: saved.length, unitRole, expiresAt },
        });
        return saved
          .map((c) => ({
            code: c.code,
            unitNo: byId.get(c.unitId!)!,
            unitRole,
            role: c.role,
            expiresAt: expiresAt.toISOString(),
          }))
          .sort((a, b) => a.unitNo.localeCompare(b.unitNo));
      });
      return { isSuccess: true as const, items };
    },
  });

  r.route({
    ...guardedRoute(s, invitationOps.staffGen, TAGS),
    handler: async (request) => {
      const { role, count, expiresInDays } = request.body;
      const scope = request.scope;
      const expiresAt = new Date(Date.now() + expiresInDays * DAY);
      const items = await scope.run(async (tx) => {
        if (
          role === 'ADMIN' &&
          !(await roleHolds(tx, scope.communityId, request.community.role, 'SETTING:write'))
        ) {
          throw forbidden('ADMIN_INVITE_ONLY');
        }
        const saved = await insertCodes(
          tx,
          Array.from({ length: count }, () => ({
            communityId: scope.communityId,
            kind: 'STAFF' as const,
            role,
            expiresAt,
            createdBy: request.user.id,
          })),
        );
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'invitation.generate',
          target: role,
          after: { count, role, expiresAt },
        });
        return saved.map((c) => ({
          code: c.code,
          unitNo: null,
          unitRole: null,
          role,
          expiresAt: expiresAt.toISOString(),
        }));
      });
      return { isSuccess: true as const, items };
    },
  });
}
