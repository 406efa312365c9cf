import { facilityOps as ops } from '@cc/contracts/facilitybooking-facility-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imageExtension, MAX_IMAGE_BYTES } from '../../platform/files/file-storage';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { changeAtFacilities } from './booking-work';
import { addPhoto, dropPhoto } from './facility-changes';
import { toFacility } from './facility-view';
import { badRequest } from './refusals';

const TAGS = ['facility'];

/** The multipart's `photo` part (checked to be a picture), or a refusal that names the field. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('FACILITY_NO_PHOTO');
  let photo: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
    if (part.type === 'file' && part.fieldname === 'photo') photo = await part.toBuffer();
  }
  if (!photo?.length) throw badRequest('FACILITY_NO_PHOTO');
  return photo;
}

/**
 * A facility's photos. A photo is stored before its transaction (it must exist when the row
 * names it) and deleted again if the transaction fails; a dropped photo's file goes only after
 * its removal committed.
 */
export async function photoRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.photo, TAGS),
    handler: async (request) => {
      const bytes = await readPhoto(request);
      const ext = imageExtension(bytes);
      let saved: string | null = null;
      try {
        const row = await changeAtFacilities(request, (w) =>
          addPhoto(
            w,
            request.query.facilityID,
            async () => (saved = await s.files.savePrivate(request.scope, 'facilities', bytes, ext)),
          ),
        );
        return { isSuccess: true as const, data: toFacility(row, (k) => s.files.url(request.scope, k)) };
      } catch (e) {
        if (saved) await s.files.remove(saved).catch(() => undefined);
        throw e;
      }
    },
  });
  r.route({
    ...guardedRoute(s, ops.photoDelete, TAGS),
    handler: async (request) => {
      const { row, droppedKey } = await changeAtFacilities(request, (w) =>
        dropPhoto(w, request.body.facilityID, request.body.photoID),
      );
      await s.files
        .remove(droppedKey)
        .catch((err) => request.log.warn({ err }, 'could not delete a facility photo'));
      return { isSuccess: true as const, data: toFacility(row, (k) => s.files.url(request.scope, k)) };
    },
  });
}
