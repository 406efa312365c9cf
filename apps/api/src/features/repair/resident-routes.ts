import { REPAIR_PHOTOS_MAX } from '@cc/contracts/repair-records';
import { repairResidentOps as ops } from '@cc/contracts/repair-resident-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withStoredPhotos } from '../../platform/files/stored-photos';
import { guardedRoute } from '../../platform/http/guarded-route';
import { photoForms } from '../../platform/http/photo-form';
import type { AppServices } from '../../platform/services';
import { fileRequest } from './file-request';
import { moveRequest, requestFor } from './moves';
import { detailAfter } from './office-routes';
import { badRequest, conflict, phrase } from './refusals';
import { atRepair, changeAtRepair } from './repair-work';
import { residentRows, updateRequest } from './request-queries';
import { pageOf, requestDetail } from './request-reads';
import { cancelRequest, confirmClose, reviewRequest, scheduleRequest } from './request-work';
import { slotsFor } from './schedule';

const TAGS = ['repair'];
const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** What the residents' app calls: their own units' requests, nothing of anyone else's. */
export async function residentRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const form = photoForms(REPAIR_PHOTOS_MAX);

  r.route({
    ...guardedRoute(s, ops.create, TAGS, form.read),
    handler: async (request) =>
      ok(
        await withStoredPhotos(s, request.scope, 'repairs', request.log, form.of(request), (photos) =>
          changeAtRepair(request, async (w) =>
            detailAfter(w, await fileRequest(w, { ...request.body, requesterUserID: undefined }, photos)),
          ),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => {
      const q = request.query;
      return {
        isSuccess: true as const,
        ...(await atRepair(request, async (w) =>
          pageOf(w, await residentRows(w.tx, w.scope, w.userId, q.lastKey, q.limit), q.limit),
        )),
      };
    },
  });
  r.route({
    ...guardedRoute(s, ops.info, TAGS),
    handler: async (request) => ok(await atRepair(request, (w) => requestDetail(w, request.query.requestID))),
  });
  r.route({
    ...guardedRoute(s, ops.photo, TAGS, form.read),
    handler: async (request) =>
      ok(
        await withStoredPhotos(s, request.scope, 'repairs', request.log, form.of(request), (photos) =>
          changeAtRepair(request, async (w) => {
            if (!photos.length) throw badRequest('PHOTO_FIELD_ONLY');
            const row = await requestFor(w, request.query.requestID, true);
            if (row.state !== 'NEW')
              throw conflict('REPAIR_MOVE', {
                no: row.no,
                state: phraseOf(row.state),
                target: phraseOf('NEW'),
              });
            if (row.photos.length + photos.length > REPAIR_PHOTOS_MAX)
              throw badRequest('REPAIR_TOO_MANY_PHOTOS', { max: REPAIR_PHOTOS_MAX });
            return detailAfter(
              w,
              await updateRequest(w.tx, w.scope, row.id, { photos: [...row.photos, ...photos] }),
            );
          }),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.cancel, TAGS),
    handler: async (request) =>
      ok(
        await changeAtRepair(request, async (w) =>
          detailAfter(w, await cancelRequest(w, request.body.requestID)),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.approveQuote, TAGS),
    handler: async (request) =>
      ok(
        await changeAtRepair(request, async (w) =>
          detailAfter(w, await moveRequest(w, request.body.requestID, 'approveQuote')),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.declineQuote, TAGS),
    handler: async (request) =>
      ok(
        await changeAtRepair(request, async (w) =>
          detailAfter(w, await moveRequest(w, request.body.requestID, 'declineQuote')),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.slots, TAGS),
    handler: async (request) => {
      const q = request.query;
      return {
        isSuccess: true as const,
        items: await atRepair(request, async (w) =>
          slotsFor(w, (await requestFor(w, q.requestID)).categoryId, q.from, q.to),
        ),
      };
    },
  });
  r.route({
    ...guardedRoute(s, ops.schedule, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeAtRepair(request, async (w) =>
          detailAfter(w, await scheduleRequest(w, b.requestID, new Date(b.startsAt))),
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.confirmClose, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeAtRepair(request, async (w) =>
          detailAfter(w, await confirmClose(w, b.requestID, b.fixed, b.note)),
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.review, TAGS, form.read),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await withStoredPhotos(
          s,
          request.scope,
          'repairs',
          request.log,
          form.of(request).slice(0, 1),
          (photos) =>
            changeAtRepair(request, async (w) =>
              detailAfter(w, await reviewRequest(w, b.requestID, b.stars, b.comment, photos[0])),
            ),
        ),
      );
    },
  });
}

const phraseOf = (s: string) => phrase(`REPAIR_STATE_${s}` as 'REPAIR_STATE_NEW');
