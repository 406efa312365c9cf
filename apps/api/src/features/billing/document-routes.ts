import {
  METER_IMPORT_MAX_BYTES,
  meterImportRejectedSchema,
  billingImportOps as ops,
} from '@cc/contracts/billing-import-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/files/content-disposition';
import { readSheetRows } from '../../platform/files/sheet-rows';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { requestLanguage } from '../../platform/i18n/request-language';
import { units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { runOffThread } from '../../platform/threads/off-thread';
import { billsToPrint } from './bill-print';
import { atOffice, TAGS } from './billing-work';
import type { BillDocument } from './documents/bills-pdf';

const BILLS_PDF_WORKER = new URL('./documents/bills-pdf.worker.ts', import.meta.url);

import { importMeterSheet } from './meter-import';
import { meterTemplateSheets } from './meter-import-template';
import { badRequest, billingRefusals } from './refusals';

/** The uploaded sheet's bytes (multipart field `file`); read after the guard passed the caller. */
async function uploadedSheet(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('BILLING_IMPORT_FILE_REQUIRED');
  const file = await request.file({ limits: { fileSize: METER_IMPORT_MAX_BYTES, files: 1 } });
  if (file?.fieldname !== 'file') throw badRequest('BILLING_IMPORT_FILE_REQUIRED');
  const bytes = await file.toBuffer();
  if (bytes.length === 0) throw badRequest('BILLING_IMPORT_FILE_REQUIRED');
  return readSheetRows(bytes, () => badRequest('BILLING_IMPORT_NOT_XLSX'));
}

/** Meter readings in from a spreadsheet, and bills out to paper. */
export async function documentRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.importTemplate, TAGS),
    handler: async (request, reply) => {
      const { unitNo, period } = await atOffice(request, async (w) => {
        const [first] = await w.tx
          .select({ unitNo: units.unitNo })
          .from(units)
          .where(w.scope.owns(units))
          .orderBy(units.unitNo)
          .limit(1);
        return { unitNo: first?.unitNo ?? 'A-0101', period: w.today.slice(0, 7) };
      });
      return sendXlsx(reply, 'meter-readings.xlsx', meterTemplateSheets(unitNo, period));
    },
  });

  const importRoute = guardedRoute(s, ops.import, TAGS);
  r.route({
    ...importRoute,
    schema: {
      ...importRoute.schema,
      response: { ...importRoute.schema.response, 400: meterImportRejectedSchema },
    },
    handler: async (request, reply) => {
      const sheet = await uploadedSheet(request);
      const lang = requestLanguage(request.headers['accept-language']);
      const { issue, dryRun } = request.query;
      const { report, bills } = await atOffice(request, (w) =>
        importMeterSheet(w, s, sheet, { issue, dryRun, lang }),
      );
      if (report.errors.length && !dryRun) {
        const bad = new Set(report.errors.map((e) => e.row)).size;
        const message = billingRefusals.inLanguage(lang, 'BILLING_IMPORT_ROWS_INVALID', {
          bad,
          total: report.total,
        });
        return reply.code(400).send({
          isSuccess: false as const,
          code: 'BILLING_IMPORT_ROWS_INVALID',
          message,
          errorMessage: message,
          data: report,
        });
      }
      return { isSuccess: true as const, data: { report, created: bills.length, bills } };
    },
  });

  r.route({
    ...guardedRoute(s, ops.print, TAGS),
    handler: async (request, reply) => {
      const { docs, today } = await atOffice(request, async (w) => ({
        docs: await billsToPrint(w, request.query),
        today: w.today,
      }));
      // Thousands of pages take seconds of layout: off this thread, so other requests go on.
      const pdf = await runOffThread<BillDocument[], Uint8Array>(BILLS_PDF_WORKER, docs);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', `bills-${today}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });
}
