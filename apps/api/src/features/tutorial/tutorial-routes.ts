import { tutorialOps as ops } from '@cc/contracts/tutorial';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { requestLanguage } from '../../platform/i18n/request-language';
import type { AppServices } from '../../platform/services';
import { archiveTutorial, createTutorial, recordProgress, updateTutorial } from './item-changes';
import { listPage } from './list-page';
import { tellStaffOfNew } from './notices';
import { progressSheet } from './progress-sheet';
import { findItem, progressRows, TAGS } from './tutorial-queries';
import { atTutorial, changeTutorial } from './tutorial-work';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** The area's routes: one line each, the work in the verb files. */
export async function tutorialRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atTutorial(request, (w) => listPage(w, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.detail, TAGS),
    handler: async (request) => ok(await atTutorial(request, (w) => findItem(w, request.query.itemID))),
  });
  r.route({
    ...guardedRoute(s, ops.create, TAGS),
    handler: async (request) => {
      const item = await changeTutorial(request, (w) => createTutorial(w, request.body));
      await tellStaffOfNew(s, request.scope.communityId, item);
      return ok(item);
    },
  });
  r.route({
    ...guardedRoute(s, ops.update, TAGS),
    handler: async (request) => ok(await changeTutorial(request, (w) => updateTutorial(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.delete, TAGS),
    handler: async (request) =>
      ok(await changeTutorial(request, (w) => archiveTutorial(w, request.body.itemID))),
  });
  r.route({
    ...guardedRoute(s, ops.progress, TAGS),
    handler: async (request) =>
      ok(
        await changeTutorial(request, (w) =>
          recordProgress(w, request.body.itemID, request.body.percent, request.body.positionSeconds),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.progressList, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atTutorial(request, (w) => progressRows(w, request.query.itemID)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.progressExcel, TAGS),
    handler: async (request, reply) => {
      const lang = requestLanguage(request.headers['accept-language']);
      const sheets = await atTutorial(request, (w) => progressSheet(w, request.query, lang));
      return sendXlsx(reply, 'tutorial-progress.xlsx', sheets);
    },
  });
}
