import { INCIDENT_PHOTOS_MAX } from '@cc/contracts/incident';
import type { FastifyRequest } from 'fastify';
import { imageExtension, MAX_IMAGE_BYTES } from '../../platform/files/file-storage';
import type { PhotoUpload } from '../../platform/http/photo-form';
import { badRequest } from './refusals';

/**
 * A report or update that may come as multipart: text fields and up to five pictures in
 * `photos` fields (the guard app's offline queue sends them so), communityID and any ID in the
 * query. The fields become the body so one schema validates JSON and forms alike; each picture's
 * type is read from its bytes before any transaction, so a wrong file is refused with nothing
 * saved. JSON passes through untouched with no photos.
 */
async function readIncidentForm(request: FastifyRequest): Promise<PhotoUpload[]> {
  if (!request.isMultipart()) return [];
  const photos: PhotoUpload[] = [];
  const fields: Record<string, unknown> = {};
  const limits = { fileSize: MAX_IMAGE_BYTES, files: INCIDENT_PHOTOS_MAX + 1 };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'photos' && part.fieldname !== 'photo') throw badRequest('INCIDENT_PHOTO_FIELD');
      if (bytes.length === 0) continue;
      if (photos.length >= INCIDENT_PHOTOS_MAX)
        throw badRequest('INCIDENT_TOO_MANY_PHOTOS', { max: INCIDENT_PHOTOS_MAX });
      photos.push({ bytes, ext: imageExtension(bytes) });
      continue;
    }
    const value = String(part.value);
    if (value !== '') fields[part.fieldname] = value;
  }
  request.body = { ...fields, ...(request.query as Record<string, unknown>) };
  return photos;
}

/** The form as a preValidation hook (after the access hooks) and the photos it read, per request. */
export function incidentForms() {
  const read = new WeakMap<FastifyRequest, PhotoUpload[]>();
  return {
    read: async (request: FastifyRequest) => {
      read.set(request, await readIncidentForm(request));
    },
    of: (request: FastifyRequest) => read.get(request) ?? [],
  };
}
