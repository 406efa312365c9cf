import type { FastifyRequest } from 'fastify';
import { documentType, MAX_PDF_BYTES } from '../../platform/files/file-storage';
import { badRequest } from './refusals';

/** A file sent with a task form, its type already read from its bytes. */
export interface TaskUpload {
  bytes: Buffer;
  fileName: string;
  ext: string;
  contentType: string;
}

const LIST_FIELDS = new Set(['assigneeIDs', 'labels']);
const NUMBER_FIELDS = new Set(['version', 'position']);

/**
 * A multipart task form: text fields and up to `max` files named `fileField` (communityID comes
 * in the query, where the guard reads it before the upload is). Repeated list fields become
 * arrays, number fields numbers, empty fields are left out, so one schema validates JSON and
 * forms alike. Each file's type is read from its bytes here, before any transaction: a wrong
 * file is refused with nothing saved.
 */
export async function readTaskForm(
  request: FastifyRequest,
  fileField: string,
  max: number,
): Promise<TaskUpload[]> {
  if (!request.isMultipart()) return [];
  const uploads: TaskUpload[] = [];
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_PDF_BYTES, files: max + 1 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== fileField) throw badRequest('ISSUE_ATTACHMENT_TYPE');
      if (bytes.length === 0) continue;
      if (uploads.length >= max) throw badRequest('ISSUE_ATTACHMENT_LIMIT', { max });
      const { ext, contentType } = documentType(bytes);
      uploads.push({ bytes, fileName: part.filename || `photo.${ext}`, ext, contentType });
      continue;
    }
    const value = String(part.value);
    if (value === '') continue;
    const name = part.fieldname;
    if (LIST_FIELDS.has(name)) fields[name] = [...((fields[name] as string[]) ?? []), value];
    else fields[name] = NUMBER_FIELDS.has(name) && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  // The community is the one the guard admitted the caller to (multipart puts it in the query).
  request.body = { ...fields, communityID: (request.query as { communityID?: string }).communityID };
  return uploads;
}
