import { repairOfficeOps as ops } from '@cc/contracts/repair-office-ops';
import { REPAIR_PHOTOS_MAX } from '@cc/contracts/repair-records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withStoredPhotos } from '../../platform/files/stored-photos';
import { guardedRoute } from '../../platform/http/guarded-route';
import { photoForms } from '../../platform/http/photo-form';
import type { AppServices } from '../../platform/services';
import { fileRequest } from './file-request';
import { moveRequest } from './moves';
import { atRepair, changeAtRepair, type RepairWork } from './repair-work';
import type { RequestRow } from './request-queries';
import { listRequests, requestDetail } from './request-reads';
import {
  addProgress,
  deleteRequest,
  forceClose,
  quoteRequest,
  requestClose,
  scheduleRequest,
} from './request-work';

export const TAGS = ['repair'];
const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** The detail of a request just changed, read in the same transaction. */
export const detailAfter = async (w: RepairWork, row: RequestRow) => requestDetail(w, row.id, row);

/** The office's request work: list, file, count, open, and every move of the lifecycle. */
export async function officeRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const form = photoForms(REPAIR_PHOTOS_MAX);

  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atRepair(request, (w) => listRequests(w, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.create, TAGS, form.read),
    handler: async (request) =>
      ok(
        await withStoredPhotos(s, request.scope, 'repairs', request.log, form.of(request), (photos) =>
          changeAtRepair(request, async (w) => detailAfter(w, await fileRequest(w, request.body, photos))),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.info, TAGS),
    handler: async (request) => ok(await atRepair(request, (w) => requestDetail(w, request.query.requestID))),
  });
  r.route({
    ...guardedRoute(s, ops.accept, TAGS),
    handler: async (request) =>
      ok(
        await changeAtRepair(request, async (w) =>
          detailAfter(w, await moveRequest(w, request.body.requestID, 'accept')),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.reject, TAGS),
    handler: async (request) => {
      const { requestID, reason } = request.body;
      return ok(
        await changeAtRepair(request, async (w) =>
          detailAfter(w, await moveRequest(w, requestID, 'reject', { change: { reason }, reason })),
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.quote, TAGS),
    handler: async (request) =>
      ok(await changeAtRepair(request, async (w) => detailAfter(w, await quoteRequest(w, request.body)))),
  });
  r.route({
    ...guardedRoute(s, ops.progress, TAGS, form.read),
    handler: async (request) =>
      ok(
        await withStoredPhotos(s, request.scope, 'repairs', request.log, form.of(request), (photos) =>
          changeAtRepair(request, async (w) =>
            detailAfter(w, await addProgress(w, request.body.requestID, request.body.note, photos)),
          ),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.schedule, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeAtRepair(request, async (w) =>
          detailAfter(w, await scheduleRequest(w, b.requestID, new Date(b.startsAt), b.technicianID)),
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.close, TAGS, form.read),
    handler: async (request) =>
      ok(
        await withStoredPhotos(s, request.scope, 'repairs', request.log, form.of(request), (photos) =>
          changeAtRepair(request, async (w) =>
            detailAfter(w, await requestClose(w, request.body.requestID, request.body, photos)),
          ),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.forceClose, TAGS),
    handler: async (request) =>
      ok(
        await changeAtRepair(request, async (w) =>
          detailAfter(w, await forceClose(w, request.body.requestID, request.body.reason)),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.delete, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeAtRepair(request, async (w) =>
          detailAfter(w, await deleteRequest(w, b.requestID, b.reason, b.duplicateOf)),
        ),
      );
    },
  });
}
