import { parcelOps } from '@cc/contracts/parcel-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atDesk, atDeskChanging } from './desk-work';
import { readPhotoForm } from './multipart-form';
import { notifyResidents } from './notifications';
import { nextNumber } from './parcel-number-queries';
import { toParcel } from './parcel-row-queries';
import { withPhotoFiles } from './photo-files';
import { receiveParcel, waitingWithTracking } from './receive';
import { findRecipients } from './recipient-search-queries';

const TAGS = ['parcel'];

/** Receiving at the desk (newparcel): the form's lookups and the save. */
export async function receiveRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const photos = new WeakMap<FastifyRequest, Buffer>();

  r.route({
    // The form is read only once the caller has passed the guard (communityID in the query).
    ...guardedRoute(s, parcelOps.receive, TAGS, async (request) => {
      const photo = await readPhotoForm(request);
      if (photo) photos.set(request, photo);
    }),
    handler: async (request) => {
      const { parcel } = await withPhotoFiles(
        s,
        request.scope,
        request.log,
        photos.get(request),
        (savePhoto) =>
          atDeskChanging(request, async (w) => ({
            parcel: toParcel(await receiveParcel(w, request.body, savePhoto), w),
            droppedPhotoUrl: null,
          })),
      );
      await notifyResidents(s, request.log, request.community.id, 'arrived', [parcel]);
      return { isSuccess: true as const, message: `Parcel no. ${parcel.no} received`, data: parcel };
    },
  });

  r.route({
    ...guardedRoute(s, parcelOps.nextNo, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: { nextNo: await atDesk(request, nextNumber) },
    }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.trackingExist, TAGS),
    handler: async (request) => {
      const found = await atDesk(request, (w) => waitingWithTracking(w, request.query.trackingNo));
      const parcels = found.map((p) => ({ ...p, receivedAt: p.receivedAt.toISOString() }));
      return { isSuccess: true as const, data: { exists: parcels.length > 0, parcels } };
    },
  });

  r.route({
    ...guardedRoute(s, parcelOps.recipient, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atDesk(request, (w) => findRecipients(w, request.query.q)),
    }),
  });
}
