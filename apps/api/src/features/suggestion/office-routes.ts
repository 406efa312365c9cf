import { suggestionOps as ops } from '@cc/contracts/suggestion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { deleteSuggestion, replyTo, updateStatus } from './suggestion-moves';
import { TAGS } from './suggestion-queries';
import { counts, dayRange, excelItems, infoFor, listPage } from './suggestion-reads';
import { suggestionSheet } from './suggestion-sheet';
import { detailOf } from './suggestion-view';
import { atSuggestion, changeSuggestion } from './suggestion-work';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** The office's and committee's views, and the office's changes. */
export async function officeRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => {
      const { limit, ...f } = request.query;
      return { isSuccess: true as const, ...(await atSuggestion(request, (w) => listPage(w, f, limit))) };
    },
  });
  r.route({
    ...guardedRoute(s, ops.filterByDate, TAGS),
    handler: async (request) => {
      const { limit, from, to, ...f } = request.query;
      return {
        isSuccess: true as const,
        ...(await atSuggestion(request, (w) => listPage(w, { ...f, ...dayRange(w, from, to) }, limit))),
      };
    },
  });
  r.route({
    ...guardedRoute(s, ops.info, TAGS),
    handler: async (request) =>
      ok(await atSuggestion(request, (w) => infoFor(w, request.query.suggestionID))),
  });
  r.route({
    ...guardedRoute(s, ops.statusUpdate, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeSuggestion(request, async (w) =>
          detailOf(w, await updateStatus(w, b.suggestionID, b.version, b.state, b.note)),
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.reply, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeSuggestion(request, async (w) =>
          detailOf(w, await replyTo(w, b.suggestionID, b.version, b.text)),
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.delete, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeSuggestion(request, async (w) =>
          detailOf(w, await deleteSuggestion(w, b.suggestionID, b.version, b.reason)),
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.count, TAGS),
    handler: async (request) => ok(await atSuggestion(request, counts)),
  });
  r.route({
    ...guardedRoute(s, ops.excel, TAGS),
    handler: async (request, reply) => {
      const q = request.query;
      const { items, timeZone } = await atSuggestion(request, async (w) => ({
        items: await excelItems(w, q),
        timeZone: w.timeZone,
      }));
      return sendXlsx(reply, `suggestions-${q.from ?? 'all'}.xlsx`, suggestionSheet(items, timeZone));
    },
  });
}
