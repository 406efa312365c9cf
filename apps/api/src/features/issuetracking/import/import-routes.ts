import { issueOps } from '@cc/contracts/issuetracking-ops';
import { ISSUE_IMPORT_MAX_BYTES, issueImportRejectedSchema } from '@cc/contracts/issuetracking-report-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { XLSX_TYPE } from '../../../platform/files/spreadsheet';
import { guardedRoute } from '../../../platform/http/guarded-route';
import { requestLanguage } from '../../../platform/i18n/request-language';
import type { AppServices } from '../../../platform/services';
import { atOffice } from '../issue-work';
import { badRequest, issuetrackingRefusals } from '../refusals';
import { checkDefects } from './check-defects';
import { templateXlsx } from './import-template';
import { readSheet } from './read-sheet';
import { importTarget, saveDefects, unitsByKey } from './save-defects-queries';

const TAGS = ['issuetracking'];
const ops = issueOps.report;

async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('ISSUE_IMPORT_FILE');
  const file = await request.file({ limits: { fileSize: ISSUE_IMPORT_MAX_BYTES, files: 1 } });
  if (file?.fieldname !== 'file') throw badRequest('ISSUE_IMPORT_FILE');
  const bytes = await file.toBuffer();
  if (!bytes.length) throw badRequest('ISSUE_IMPORT_FILE');
  return bytes;
}

/** The defect list: its template, the dry run's row report, and the all-or-nothing save. */
export async function importRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, ops.importTemplate, TAGS),
    handler: async (_request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="issuetracking-import.xlsx"')
        .send(await templateXlsx()),
  });

  const importRoute = guardedRoute(s, ops.import, TAGS);
  r.route({
    ...importRoute,
    schema: {
      ...importRoute.schema,
      response: { ...importRoute.schema.response, 422: issueImportRejectedSchema },
    },
    handler: async (request, reply) => {
      const sheet = await readSheet(await uploadedFile(request));
      const lang = requestLanguage(request.headers['accept-language']);
      const { groupID, dryRun } = request.query;
      // One transaction: the check and the save read the same units and group, and any failure
      // (a bad row found, a constraint, a lost connection) leaves nothing behind.
      const outcome = await atOffice(request, async (w) => {
        await importTarget(w, groupID);
        const { rows, report } = checkDefects(sheet, await unitsByKey(w), lang);
        if (dryRun === 'true' || report.errors.length) return { report, saved: null };
        return { report, saved: await saveDefects(w, groupID, rows) };
      });
      const data = {
        ...outcome.report,
        firstNo: outcome.saved?.firstNo ?? null,
        lastNo: outcome.saved?.lastNo ?? null,
      };
      if (dryRun === 'false' && !outcome.saved) {
        const count = new Set(data.errors.map((e) => e.row)).size;
        const message = issuetrackingRefusals.inLanguage(lang, 'ISSUE_IMPORT_BAD_ROWS', { count });
        return reply
          .code(422)
          .send({ isSuccess: false, code: 'ISSUE_IMPORT_BAD_ROWS', message, errorMessage: message, data });
      }
      return { isSuccess: true as const, data };
    },
  });
}
