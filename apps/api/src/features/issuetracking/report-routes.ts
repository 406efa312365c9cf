import { issueOps } from '@cc/contracts/issuetracking-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { localDate } from '../../platform/time/zone-clock';
import { importRoutes } from './import/import-routes';
import { atOffice } from './issue-work';
import { reportWorkbook } from './report-excel';
import { historyReport } from './report-history-queries';
import { monthReport, remainingReport, totalReport } from './report-queries';
import { taskSheet } from './task-excel-queries';

const TAGS = ['issuetracking', 'report'];
const ops = issueOps.report;

/** The reports (total, month, remaining, history, their workbook), the task list's Excel and the import. */
export async function reportRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, ops.total, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atOffice(request, (w) => totalReport(w, request.query)),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.month, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atOffice(request, (w) => monthReport(w, request.query)),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.remaining, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atOffice(request, remainingReport),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.history, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atOffice(request, (w) => historyReport(w, request.query))),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.excel, TAGS),
    handler: async (request, reply) => {
      const { sheets, day } = await atOffice(request, async (w) => ({
        sheets: await reportWorkbook(w, request.query),
        day: localDate(w.now, w.timeZone),
      }));
      return sendXlsx(reply, `issuetracking-report-${day}.xlsx`, sheets);
    },
  });

  r.route({
    ...guardedRoute(s, ops.taskExcel, TAGS),
    handler: async (request, reply) => {
      const { data, day } = await atOffice(request, async (w) => ({
        data: await taskSheet(w, request.query),
        day: localDate(w.now, w.timeZone),
      }));
      const which = request.query.closed === 'true' ? 'closed' : 'current';
      return sendXlsx(reply, `issuetracking-${which}-${day}.xlsx`, [{ sheet: 'Tasks', data }]);
    },
  });

  await importRoutes(app, s);
}
