import { vmsReportOps as ops, SHEET_VISITS_MAX } from '@cc/contracts/vms-report-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { requestLanguage } from '../../platform/i18n/request-language';
import type { AppServices } from '../../platform/services';
import { monthlyMail } from './monthly-email';
import { loadMonthlySetting } from './monthly-queries';
import { putMonthlySetting, recipientsForNow } from './monthly-setting';
import { badRequest } from './refusals';
import { reportBetweenDates, spanOf } from './report-between-dates';
import { sheetVisits } from './report-queries';
import { reportSheets } from './report-sheet';
import { TAGS } from './visitor-routes';
import { atVms } from './vms-work';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** The gate's reports, the sheet, and the monthly e-mail's setting and send-now. */
export async function reportRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.report, TAGS),
    handler: async (request) => {
      const { from, to } = request.query;
      return ok(await atVms(request, (w) => reportBetweenDates(w, from, to)));
    },
  });
  r.route({
    ...guardedRoute(s, ops.excel, TAGS),
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const lang = requestLanguage(request.headers['accept-language']);
      const sheets = await atVms(request, async (w) => {
        const report = await reportBetweenDates(w, from, to);
        if (report.totals.visits > SHEET_VISITS_MAX)
          throw badRequest('VMS_REPORT_SHEET_TOO_BIG', {
            count: report.totals.visits,
            max: SHEET_VISITS_MAX,
          });
        const rows = await sheetVisits(w, spanOf(from, to, w.timeZone));
        return reportSheets(report, rows, w.timeZone, lang);
      });
      return sendXlsx(reply, `visitors-${from}-${to}.xlsx`, sheets);
    },
  });
  r.route({
    ...guardedRoute(s, ops.monthlySetting, TAGS),
    handler: async (request) => ok(await atVms(request, (w) => loadMonthlySetting(w.tx, w.scope))),
  });
  r.route({
    ...guardedRoute(s, ops.monthlySettingPut, TAGS),
    handler: async (request) => {
      const { enabled, recipients } = request.body;
      return ok(await atVms(request, (w) => putMonthlySetting(w, { enabled, recipients })));
    },
  });
  r.route({
    ...guardedRoute(s, ops.monthlySend, TAGS),
    handler: async (request) => {
      const { month } = request.body;
      const recipients = await atVms(request, (w) => recipientsForNow(w, month));
      const lang = requestLanguage(request.headers['accept-language']);
      const mail = await monthlyMail(s, request.scope.communityId, month, lang);
      for (const to of recipients)
        await s.mailer.send({ to, subject: mail.subject, text: mail.text, attachments: mail.attachments });
      return ok({ month, recipients });
    },
  });
}
