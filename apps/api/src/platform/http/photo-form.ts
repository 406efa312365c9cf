import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import { imageExtension, MAX_IMAGE_BYTES } from '../files/file-storage';

export interface PhotoUpload {
  bytes: Buffer;
  ext: string;
}

/**
 * A form that may come as multipart: text fields and up to `max` pictures named `photo`
 * (communityID, and any ID the guard needs, in the query). The fields become the body, `true`
 * and `false` as booleans, empty ones left out, so one schema validates JSON and forms alike;
 * each picture's type is read from its bytes before any transaction, so a wrong file is refused
 * with nothing saved. JSON requests pass through untouched with no photos.
 */
export async function readPhotoForm(request: FastifyRequest, max: number): Promise<PhotoUpload[]> {
  if (!request.isMultipart()) return [];
  const photos: PhotoUpload[] = [];
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: max + 1 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'photo') throw badRequest('PHOTO_FIELD_ONLY');
      if (bytes.length === 0) continue;
      if (photos.length >= max) throw badRequest('PHOTOS_TOO_MANY', { max });
      photos.push({ bytes, ext: imageExtension(bytes) });
      continue;
    }
    const value = String(part.value);
    if (value === '') continue;
    fields[part.fieldname] = value === 'true' ? true : value === 'false' ? false : value;
  }
  const query = request.query as Record<string, unknown>;
  request.body = { ...fields, ...query };
  return photos;
}

/**
 * A route's photo form as a preValidation hook (after the access hooks, so a caller without the
 * permission never has a file parsed) and the photos it read, per request: the same pair as the
 * spreadsheet pipeline's `uploadedFile()`.
 */
export function photoForms(max: number) {
  const read = new WeakMap<FastifyRequest, PhotoUpload[]>();
  return {
    read: async (request: FastifyRequest) => {
      read.set(request, await readPhotoForm(request, max));
    },
    of: (request: FastifyRequest) => read.get(request) ?? [],
  };
}
