import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../platform/files/file-storage';
import { badRequest } from './refusals';

const BOOLEAN_FIELDS = new Set(['printNotice', 'confirmDuplicate', 'needsNotice', 'removePhoto']);

/**
 * A multipart form carries text fields and one optional `photo` (communityID comes in the query,
 * where the guard reads it before the upload is). The fields become the body (true/false for the
 * flags, empty text left out, or null for a `clearable` field a correction empties), so one schema
 * validates JSON and forms alike; a photo sets `photo: true` there, and its bytes are answered for
 * the handler to check and save.
 */
export async function readPhotoForm(
  request: FastifyRequest,
  clearable: readonly string[] = [],
): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  let photo: Buffer | undefined;
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'photo') throw badRequest('UNEXPECTED_FILE');
      if (bytes.length > 0) photo = bytes;
      continue;
    }
    const value = String(part.value);
    if (value === '') {
      if (clearable.includes(part.fieldname)) fields[part.fieldname] = null;
      continue;
    }
    fields[part.fieldname] = BOOLEAN_FIELDS.has(part.fieldname) ? value === 'true' : value;
  }
  if (photo) fields.photo = true;
  // The community is the one the guard admitted the caller to (multipart puts it in the query).
  request.body = { ...fields, communityID: (request.query as { communityID?: string }).communityID };
  return photo;
}
