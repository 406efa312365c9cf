import type { Lang } from '@cc/contracts/i18n';
import { UNIT_IMPORT_COLUMNS, unitImportOps } from '@cc/contracts/unit-import';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { headerCell, readFirstSheet, sendXlsx, uploadedFile } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { requestLanguage } from '../../platform/i18n/request-language';
import { buildings, units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { checkUnitSheet } from './import-sheet';
import { badRequest, conflict } from './refusals';
import { onDuplicate, refreshUnitStatistics, TAGS } from './unit-queries';

/** Rows per INSERT: well under the drivers' parameter limit, few round trips for 10,000 units. */
const CHUNK = 1000;

async function checkUpload(tx: Executor, scope: CommunityScope, bytes: Buffer, lang: Lang) {
  const sheet = await readFirstSheet(bytes);
  const known = await tx
    .select({ id: buildings.id, name: buildings.name, floors: buildings.floors })
    .from(buildings)
    .where(scope.owns(buildings));
  const existing = await tx.select({ unitNo: units.unitNo }).from(units).where(scope.owns(units));
  return checkUnitSheet(sheet, known, new Set(existing.map((u) => u.unitNo)), lang);
}

export async function importRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const upload = uploadedFile();
  const read = (request: FastifyRequest) => upload.read(request);

  r.route({
    ...guardedRoute(s, unitImportOps.importTemplate, TAGS),
    handler: async (request, reply) => {
      const known = await request.scope.run((tx) =>
        tx.select().from(buildings).where(request.scope.owns(buildings)).orderBy(asc(buildings.name)),
      );
      return sendXlsx(reply, 'unit-import-template.xlsx', [
        { sheet: 'Units', data: [UNIT_IMPORT_COLUMNS.map((c) => headerCell(c.th, c.en))] },
        {
          sheet: 'Buildings',
          data: [
            [headerCell('อาคาร', 'Building'), headerCell('จำนวนชั้น', 'Floors')],
            ...known.map((b) => [b.name, b.floors]),
          ],
        },
        {
          sheet: 'Help',
          data: [
            [headerCell('คอลัมน์', 'Column'), headerCell('คำอธิบาย', 'What to write')],
            ['เลขที่ห้อง / Unit no.', 'จำเป็น ไม่ซ้ำ เช่น A-0304 / Required, unique, e.g. A-0304'],
            ['อาคาร / Building', 'ชื่อตามแผ่นงาน Buildings / A name from the Buildings sheet'],
            ['ชั้น / Floor', 'จำนวนเต็ม / A whole number'],
            ['พื้นที่ (ตร.ม.) / Area (m2)', 'ทศนิยมไม่เกิน 2 ตำแหน่ง / Up to 2 decimals'],
            ['อัตราส่วนกรรมสิทธิ์ / Ownership ratio', 'เศษส่วนของ 1 เช่น 0.012345 / A fraction of 1, e.g. 0.012345'],
            ['ประเภทห้อง / Unit type', 'เช่น 1 ห้องนอน / e.g. 1 bedroom'],
          ],
        },
      ]);
    },
  });

  // The dry run: the whole report, nothing saved.
  r.route({
    ...guardedRoute(s, unitImportOps.importCheck, TAGS, read),
    handler: async (request) => {
      const bytes = upload.of(request);
      const lang = requestLanguage(request.headers['accept-language']);
      const { report } = await request.scope.run((tx) => checkUpload(tx, request.scope, bytes, lang));
      return { isSuccess: true as const, data: report };
    },
  });

  // The same checks again (the file may have changed since the dry run), then every row or none.
  r.route({
    ...guardedRoute(s, unitImportOps.importCommit, TAGS, read),
    handler: async (request) => {
      const scope = request.scope;
      const bytes = upload.of(request);
      const lang = requestLanguage(request.headers['accept-language']);
      const created = await scope
        .run(async (tx) => {
          const { report, units: rows } = await checkUpload(tx, scope, bytes, lang);
          if (report.errors.length > 0) {
            const first = report.errors[0]!;
            throw badRequest('IMPORT_INVALID', {
              count: report.errors.length,
              row: first.row,
              field: first.field,
              problem: first.message,
            });
          }
          for (let i = 0; i < rows.length; i += CHUNK) {
            await tx.insert(units).values(
              rows.slice(i, i + CHUNK).map((u) => ({
                ...u,
                communityId: scope.communityId,
                areaSqm: u.areaSqm === null ? null : String(u.areaSqm),
                ownershipRatio: u.ownershipRatio === null ? null : String(u.ownershipRatio),
              })),
            );
          }
          await recordAudit(tx, {
            ...actorOf(request),
            action: 'unit.import',
            target: `${rows.length} units`,
            after: { unitNos: rows.map((u) => u.unitNo) },
          });
          return rows.length;
        })
        .catch(onDuplicate(conflict('UNITS_ADDED_MEANWHILE')));
      // Thousands of new rows at once: refresh the planner's statistics now rather than waiting
      // for autovacuum (which the embedded engine does not run). Best effort; never fails the import.
      await refreshUnitStatistics(s.db).catch((err: unknown) =>
        request.log.warn({ err }, 'analyze after import failed'),
      );
      return { isSuccess: true as const, data: { created } };
    },
  });
}
