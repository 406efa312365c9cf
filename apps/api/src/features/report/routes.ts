import { reportOps as ops } from '@cc/contracts/report';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Feature } from '../../platform/feature/define-feature';
import { contentDisposition } from '../../platform/files/content-disposition';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { renderPdf } from '../../platform/pdf/pdf-setup';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import { activityWorkbook } from './activity-excel';
import { userActivity } from './activity-report';
import { monthlyDocument, monthlyWorkbook } from './monthly-document';
import { inLanguage, monthlyFigures } from './monthly-report';
import { dayRange } from './report-range';

const TAGS = ['report'];

/** The activity report and the committee's monthly report (JSON, PDF, Excel). */
export async function reportRoutes(app: FastifyInstance, s: AppServices, features: () => readonly Feature[]) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Activity days are the community's days (the active-day rows are written so); the range is
  // checked before any figure is read.
  const activityOf = (request: FastifyRequest, q: { from?: string; to?: string }) =>
    request.scope.run(async (tx) => {
      const range = dayRange(q, await communityTimeZone(tx, request.scope.communityId), new Date());
      return userActivity(tx, request.scope, range);
    });

  r.route({
    ...guardedRoute(s, ops.userActivity, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await activityOf(request, request.query),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.userActivityExcel, TAGS),
    handler: async (request, reply) => {
      const a = await activityOf(request, request.query);
      return sendXlsx(reply, `user-activity-${a.from}-${a.to}.xlsx`, activityWorkbook(a));
    },
  });

  r.route({
    ...guardedRoute(s, ops.monthly, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: inLanguage(await monthlyFigures(request, features, request.query.month), request.query.lang),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.monthlyPdf, TAGS),
    handler: async (request, reply) => {
      const { month, lang } = request.query;
      const figures = await monthlyFigures(request, features, month);
      const bytes = await renderPdf(monthlyDocument(figures, lang, new Date()));
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition('attachment', `monthly-report-${month}-${lang}.pdf`),
        )
        .send(Buffer.from(bytes));
    },
  });

  r.route({
    ...guardedRoute(s, ops.monthlyExcel, TAGS),
    handler: async (request, reply) => {
      const { month } = request.query;
      const figures = await monthlyFigures(request, features, month);
      return sendXlsx(reply, `monthly-report-${month}.xlsx`, monthlyWorkbook(figures));
    },
  });
}
