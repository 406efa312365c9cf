import { invitationOps } from '@cc/contracts/invitation';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import { guardedRoute } from '../../platform/http/guarded-route';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import { buildings, units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { communities } from '../../platform/tenancy/tables';
import { invitationPage, pendingCode } from './invitation-queries';
import { invitationCodes as inv } from './tables';
import { TAGS } from './unit-queries';

export async function invitationListRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, invitationOps.list, TAGS),
    handler: async (request) => {
      const { q, unitNo, kind, status, lastKey, limit } = request.query;
      const after = decodeKey(lastKey, 2);
      const code = q?.toUpperCase().replace(/[\s-]/g, '');
      const query = { q, code, unitNo, kind, status, after, limit: limit + 1 };
      const rows = await request.scope.run((tx) => invitationPage(tx, request.scope, query));
      const page = pageOf(rows, limit, (row) => [row.key, row.code]);
      return {
        isSuccess: true as const,
        lastKey: page.lastKey,
        items: page.items.map(({ key: _, ...row }) => ({
          ...row,
          expiresAt: row.expiresAt.toISOString(),
          createdAt: row.createdAt.toISOString(),
          usedAt: row.usedAt?.toISOString() ?? null,
        })),
      };
    },
  });

  r.route({
    ...guardedRoute(s, invitationOps.revoke, TAGS),
    handler: async (request) => {
      const scope = request.scope;
      const revoked = await scope.run(async (tx) => {
        const done = await tx
          .update(inv)
          .set({ revokedAt: new Date() })
          .where(
            scope.owns(inv, inArray(inv.code, request.body.codes), isNull(inv.usedAt), isNull(inv.revokedAt)),
          )
          .returning({ code: inv.code });
        if (done.length > 0) {
          await recordAudit(tx, {
            ...actorOf(request),
            action: 'invitation.revoke',
            target: `${done.length} codes`,
            after: { codes: done.map((d) => d.code) },
          });
        }
        return done.length;
      });
      return { isSuccess: true as const, data: { revoked } };
    },
  });

  r.route({
    ...guardedRoute(s, invitationOps.letters, TAGS),
    handler: async (request) => {
      const { buildingID, unitNos } = request.query;
      const wanted = unitNos
        ?.split(',')
        .map((n) => n.trim().toUpperCase())
        .filter(Boolean);
      const scope = request.scope;
      const { community, rows } = await scope.run(async (tx) => {
        const [c] = await tx.select().from(communities).where(eq(communities.id, scope.communityId));
        const found = await tx
          .select({
            unitNo: units.unitNo,
            buildingName: buildings.name,
            floor: units.floor,
            code: inv.code,
            unitRole: inv.unitRole,
            expiresAt: inv.expiresAt,
          })
          .from(inv)
          .innerJoin(units, eq(units.id, inv.unitId))
          .leftJoin(buildings, eq(buildings.id, units.buildingId))
          .where(
            scope.owns(
              inv,
              eq(inv.kind, 'RESIDENT'),
              pendingCode(),
              buildingID ? eq(units.buildingId, buildingID) : undefined,
              wanted?.length ? inArray(units.unitNo, wanted) : undefined,
            ),
          )
          .orderBy(asc(units.unitNo), asc(inv.code));
        return { community: c!, rows: found };
      });
      const letters = new Map<
        string,
        {
          unitNo: string;
          buildingName: string | null;
          floor: number | null;
          codes: { code: string; unitRole: 'OWNER' | 'CO_RESIDENT' | 'TENANT'; expiresAt: string }[];
        }
      >();
      for (const row of rows) {
        const letter = letters.get(row.unitNo) ?? {
          unitNo: row.unitNo,
          buildingName: row.buildingName,
          floor: row.floor,
          codes: [],
        };
        letter.codes.push({
          code: row.code,
          unitRole: row.unitRole!,
          expiresAt: row.expiresAt.toISOString(),
        });
        letters.set(row.unitNo, letter);
      }
      return {
        isSuccess: true as const,
        data: {
          community: {
            communityName: community.name,
            imageUrl: community.imageUrl,
            address: community.address,
          },
          letters: [...letters.values()],
        },
      };
    },
  });
}
