import { PassThrough } from 'node:stream';
import { type ImportLine, importRejectedSchema } from '@cc/contracts/parcel-import';
import { parcelOps } from '@cc/contracts/parcel-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../../platform/http/guarded-route';
import { requestLanguage } from '../../../platform/i18n/request-language';
import type { AppServices } from '../../../platform/services';
import { atDesk } from '../desk-work';
import { notifyImported } from '../notifications';
import { badRequest, inLanguage } from '../refusals';
import { checkImport } from './check-import';
import { importJobs } from './import-jobs';
import { templateCsv, templateXlsx } from './import-template';
import { readSheet } from './read-sheet';

const TAGS = ['parcel'];

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('NO_IMPORT_FILE');
  const file = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
  if (file?.fieldname !== 'file') throw badRequest('NO_FILE_FIELD');
  return { name: file.filename || 'import', bytes: await file.toBuffer() };
}

/** parcelimport: the template, the dry run, the save with progress, and an import's status. */
export async function importRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const jobs = importJobs(app.log);
  app.addHook('onClose', async () => void (await jobs.settle()));

  r.route({
    ...guardedRoute(s, parcelOps.importTemplate, TAGS),
    handler: async (request, reply) => {
      if (request.query.format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="parcel-import.csv"')
          .send(templateCsv());
      }
      const settings = await atDesk(request, async (w) => w.desk.settings);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="parcel-import.xlsx"')
        .send(await templateXlsx(settings));
    },
  });

  const importRoute = guardedRoute(s, parcelOps.import, TAGS);
  r.route({
    ...importRoute,
    schema: {
      ...importRoute.schema,
      response: { ...importRoute.schema.response, 422: importRejectedSchema },
    },
    handler: async (request, reply) => {
      const file = await uploadedFile(request);
      const sheet = await readSheet(file.bytes);
      const lang = requestLanguage(request.headers['accept-language']);
      const { rows, report } = await atDesk(request, (w) => checkImport(w, sheet, lang));
      if (request.query.dryRun === 'true') {
        return { isSuccess: true as const, data: report };
      }
      if (report.errors.length) {
        const bad = new Set(report.errors.map((e) => e.row)).size;
        const message = inLanguage(lang, 'PARCEL_IMPORT_ROWS_INVALID', { bad, total: report.total });
        return reply
          .code(422)
          .send({ isSuccess: false, code: 'IMPORT_INVALID', message, errorMessage: message, data: report });
      }
      // From here the answer is a stream of lines: the save may take a while, and its progress
      // cannot be read back from the database before its one transaction commits.
      const out = new PassThrough();
      const line = (l: ImportLine) => out.write(`${JSON.stringify(l)}\n`);
      const total = rows.length;
      const job = await jobs.start(request.scope, request.user.id, file.name, rows, (done) =>
        line({ type: 'progress', done, total }),
      );
      line({ type: 'started', importID: job.id, total });
      jobs.hold(
        job.finished.then(async (outcome) => {
          try {
            // The residents are told before the desk reads DONE, so the answer means both.
            if (outcome.ok) await notifyImported(s, request.log, request.community.id, outcome.saved.unitIds);
            const data = await jobs.status(request.scope, job.id);
            const message = outcome.ok
              ? inLanguage(lang, 'PARCEL_IMPORT_DONE', {
                  total,
                  first: data.firstNo ?? '',
                  last: data.lastNo ?? '',
                })
              : inLanguage(lang, 'PARCEL_IMPORT_FAILED');
            line({ type: 'result', isSuccess: outcome.ok, message, data });
          } finally {
            out.end();
          }
        }),
      );
      // A stream is sent as it is written; the 200 schema types the dry run's JSON only.
      return reply.header('content-type', 'application/x-ndjson; charset=utf-8').send(out as never);
    },
  });

  r.route({
    ...guardedRoute(s, parcelOps.importStatus, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await jobs.status(request.scope, request.query.importID),
    }),
  });
}
