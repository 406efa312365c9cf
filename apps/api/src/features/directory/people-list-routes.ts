import { memberOps } from '@cc/contracts/directory-members';
import { ROLE_LABELS } from '@cc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { headerCell, sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import type { AppServices } from '../../platform/services';
import { listMembers, listResidents } from './people-queries';
import { TAGS } from './unit-queries';

/** An export is the whole filtered list, up to a size a spreadsheet program opens comfortably. */
const EXPORT_MAX = 50_000;
const UNIT_ROLE_LABELS = {
  OWNER: 'เจ้าของ / Owner',
  CO_RESIDENT: 'ผู้อยู่อาศัยร่วม / Co-resident',
  TENANT: 'ผู้เช่า / Tenant',
};
const stamp = () => new Date().toISOString().slice(0, 10);

export async function peopleListRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, memberOps.memberList, TAGS),
    handler: async (request) => {
      const { q, role, lastKey, limit } = request.query;
      const after = decodeKey(lastKey, 3);
      const rows = await request.scope.run((tx) =>
        listMembers(tx, request.scope, { q, role, after }, limit + 1),
      );
      const page = pageOf(rows, limit, (m) => [m.firstname, m.lastname, m.id]);
      return {
        isSuccess: true as const,
        lastKey: page.lastKey,
        // A member's photo is theirs: a signed link for this guarded read (files.ts).
        items: page.items.map(({ id, ...m }) => ({
          ...m,
          imageUrl: s.files.url({ userId: id }, m.imageUrl),
        })),
      };
    },
  });

  r.route({
    ...guardedRoute(s, memberOps.memberExport, TAGS),
    handler: async (request, reply) => {
      const rows = await request.scope.run((tx) => listMembers(tx, request.scope, request.query, EXPORT_MAX));
      const header = [
        headerCell('ชื่อ', 'First name'),
        headerCell('นามสกุล', 'Last name'),
        headerCell('อีเมล', 'E-mail'),
        headerCell('โทรศัพท์', 'Mobile'),
        headerCell('บทบาท', 'Role'),
        headerCell('ห้อง', 'Units'),
        headerCell('วันที่เข้าร่วม', 'Joined'),
      ];
      const data = rows.map((m) => [
        m.firstname,
        m.lastname,
        m.userID,
        m.mobile,
        ROLE_LABELS[m.role],
        m.unitNos.join(', '),
        m.joinedAt.slice(0, 10),
      ]);
      return sendXlsx(reply, `members-${request.community.id}-${stamp()}.xlsx`, [
        { sheet: 'Members', data: [header, ...data] },
      ]);
    },
  });

  r.route({
    ...guardedRoute(s, memberOps.residentList, TAGS),
    handler: async (request) => {
      const { lastKey, limit, ...filter } = request.query;
      const after = decodeKey(lastKey, 2);
      const rows = await request.scope.run((tx) =>
        listResidents(tx, request.scope, { ...filter, after }, limit + 1),
      );
      const page = pageOf(rows, limit, (m) => [m.unitNo, m.userId]);
      return {
        isSuccess: true as const,
        lastKey: page.lastKey,
        items: page.items.map(({ userId, ...m }) => ({
          ...m,
          imageUrl: s.files.url({ userId }, m.imageUrl),
        })),
      };
    },
  });

  r.route({
    ...guardedRoute(s, memberOps.residentExport, TAGS),
    handler: async (request, reply) => {
      const rows = await request.scope.run((tx) =>
        listResidents(tx, request.scope, request.query, EXPORT_MAX),
      );
      const header = [
        headerCell('ห้อง', 'Unit no.'),
        headerCell('อาคาร', 'Building'),
        headerCell('ชื่อ', 'First name'),
        headerCell('นามสกุล', 'Last name'),
        headerCell('อีเมล', 'E-mail'),
        headerCell('โทรศัพท์', 'Mobile'),
        headerCell('สถานะในห้อง', 'Role in unit'),
        headerCell('ตั้งแต่', 'Since'),
      ];
      const data = rows.map((m) => [
        m.unitNo,
        m.buildingName,
        m.firstname,
        m.lastname,
        m.userID,
        m.mobile,
        UNIT_ROLE_LABELS[m.unitRole],
        m.since.slice(0, 10),
      ]);
      return sendXlsx(reply, `residents-${request.community.id}-${stamp()}.xlsx`, [
        { sheet: 'Residents', data: [header, ...data] },
      ]);
    },
  });
}
