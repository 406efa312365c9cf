import type { HandOut } from '@cc/contracts/parcel-inputs';
import { parcelOps } from '@cc/contracts/parcel-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atDeskChanging } from './desk-work';
import { handOutParcels } from './hand-out';
import { readPhotoForm } from './multipart-form';
import { notifyResidents } from './notifications';
import { toParcel } from './parcel-row-queries';
import { withPhotoFiles } from './photo-files';
import { badRequest } from './refusals';
import { deleteParcel, returnParcels, undoHandOut } from './status-changes';
import { updateParcel } from './update-parcel';

const TAGS = ['parcel'];
/** What a correction's form empties by sending the field blank. */
const CLEARABLE = ['recipientUserID', 'recipientPhone', 'note'];

/** What the desk does to parcels: hand out, take back, return, delete, correct. */
export async function changeRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ isSuccess: true as const, data });

  const handOut = async (request: FastifyRequest, input: HandOut) => {
    const items = await atDeskChanging(request, async (w) =>
      (await handOutParcels(w, input)).map((row) => toParcel(row, w)),
    );
    await notifyResidents(s, request.log, request.community.id, 'handedOut', items);
    return { isSuccess: true as const, items };
  };
  r.route({
    ...guardedRoute(s, parcelOps.handOut, TAGS),
    handler: (request) => {
      const { parcelID, ...rest } = request.body;
      return handOut(request, { ...rest, parcelIDs: [parcelID] });
    },
  });
  r.route({
    ...guardedRoute(s, parcelOps.handOutMultiple, TAGS),
    handler: (request) => handOut(request, request.body),
  });

  const sendBack = async (request: FastifyRequest, ids: string[], reason?: string) => {
    const items = await atDeskChanging(request, async (w) =>
      (await returnParcels(w, ids, reason)).map((row) => toParcel(row, w)),
    );
    await notifyResidents(s, request.log, request.community.id, 'returned', items);
    return { isSuccess: true as const, items };
  };
  r.route({
    ...guardedRoute(s, parcelOps.return, TAGS),
    handler: (request) => sendBack(request, [request.body.parcelID], request.body.reason),
  });
  r.route({
    ...guardedRoute(s, parcelOps.returnMultiple, TAGS),
    handler: (request) => sendBack(request, request.body.parcelIDs, request.body.reason),
  });

  r.route({
    ...guardedRoute(s, parcelOps.undoHandOut, TAGS),
    handler: async (request) =>
      ok(
        await atDeskChanging(request, async (w) =>
          toParcel(await undoHandOut(w, request.body.parcelID, request.body.reason), w),
        ),
      ),
  });

  r.route({
    ...guardedRoute(s, parcelOps.delete, TAGS),
    handler: async (request) =>
      ok(
        await atDeskChanging(request, async (w) =>
          toParcel(await deleteParcel(w, request.body.parcelID, request.body.reason), w),
        ),
      ),
  });

  const photos = new WeakMap<FastifyRequest, Buffer>();
  r.route({
    // A correction with a new photo is a multipart form, read once the caller passed the guard.
    ...guardedRoute(s, parcelOps.update, TAGS, async (request) => {
      const photo = await readPhotoForm(request, CLEARABLE);
      if (photo) photos.set(request, photo);
    }),
    handler: async (request) => {
      const photo = photos.get(request);
      if (request.body.photo && !photo) throw badRequest('NO_PHOTO');
      const { parcel, moved } = await withPhotoFiles(s, request.scope, request.log, photo, (savePhoto) =>
        atDeskChanging(request, async (w) => {
          const { row, ...rest } = await updateParcel(w, request.body, savePhoto);
          return { parcel: toParcel(row, w), ...rest };
        }),
      );
      if (moved) await notifyResidents(s, request.log, request.community.id, 'arrived', [parcel]);
      return ok(parcel);
    },
  });
}
