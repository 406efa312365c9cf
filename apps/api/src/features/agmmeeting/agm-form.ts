import type { FastifyRequest } from 'fastify';
import { documentType, MAX_PDF_BYTES } from '../../platform/files/file-storage';
import type { PhotoUpload } from '../../platform/http/photo-form';
import { badRequest } from './refusals';

/** Fields that travel as JSON text inside a multipart form. */
const JSON_FIELDS = new Set(['instructions']);

/**
 * A multipart form with text fields and one document (a PDF or a picture) named `fileField`;
 * communityID comes in the query, where the guard read it before the upload. The fields become
 * the body so one schema validates JSON and forms alike. Type and size come from the bytes.
 */
export async function readDocumentForm(
  request: FastifyRequest,
  fileField: string,
): Promise<PhotoUpload | undefined> {
  if (!request.isMultipart()) return undefined;
  let upload: PhotoUpload | undefined;
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_PDF_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== fileField) throw badRequest('AGM_FILE_TYPE');
      if (bytes.length > 0) upload = { bytes, ext: documentType(bytes).ext };
      continue;
    }
    const value = String(part.value);
    if (value === '') continue;
    if (JSON_FIELDS.has(part.fieldname)) {
      try {
        fields[part.fieldname] = JSON.parse(value);
      } catch {
        fields[part.fieldname] = value;
      }
    } else fields[part.fieldname] = value;
  }
  request.body = { ...fields, communityID: (request.query as { communityID?: string }).communityID };
  return upload;
}
