import type { FastifyRequest } from 'fastify';
import { imageExtension, MAX_IMAGE_BYTES } from '../../platform/files/file-storage';
import type { PhotoUpload } from '../../platform/http/photo-form';
import { badRequest } from './refusals';

export type GatePhotos = { face?: PhotoUpload; plate?: PhotoUpload };
const FIELDS = { facePhoto: 'face', platePhoto: 'plate' } as const;
/** Form fields that carry an object (the ID document) as JSON text. */
const JSON_FIELDS = new Set(['idDocument']);

/**
 * A check-in that may come as multipart: its fields (communityID in the query, or a field) and
 * at most a `facePhoto` and a `platePhoto`. The fields become the body, `true`/`false` as
 * booleans and empty ones left out, so the check-in schema validates JSON and forms alike; each
 * picture's type is read from its bytes before any transaction. JSON passes through untouched.
 */
export async function readGatePhotos(request: FastifyRequest): Promise<GatePhotos> {
  if (!request.isMultipart()) return {};
  const photos: GatePhotos = {};
  const fields: Record<string, unknown> = {};
  const parts = request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 2 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      const kind = FIELDS[part.fieldname as keyof typeof FIELDS];
      if (!kind) throw badRequest('VMS_PHOTO_FIELD');
      if (bytes.length) photos[kind] = { bytes, ext: imageExtension(bytes) };
      continue;
    }
    const value = String(part.value);
    if (value === '') continue;
    if (JSON_FIELDS.has(part.fieldname)) {
      try {
        fields[part.fieldname] = JSON.parse(value);
      } catch {
        throw badRequest('VMS_PHOTO_FORM_FIELD', { field: part.fieldname });
      }
      continue;
    }
    fields[part.fieldname] = value === 'true' ? true : value === 'false' ? false : value;
  }
  request.body = { ...fields, ...(request.query as Record<string, unknown>) };
  return photos;
}

/** The check-in's photo form as a preValidation hook, and the photos it read, per request. */
export function gatePhotoForms() {
  const read = new WeakMap<FastifyRequest, GatePhotos>();
  return {
    read: async (request: FastifyRequest) => {
      read.set(request, await readGatePhotos(request));
    },
    of: (request: FastifyRequest) => read.get(request) ?? {},
  };
}
