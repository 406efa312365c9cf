import { CHAT_ATTACHMENT_BYTES_MAX } from '@cc/contracts/chat';
import type { FastifyRequest } from 'fastify';
import { documentType } from '../../platform/files/file-storage';
import { badRequest } from './refusals';

export interface UploadedAttachment {
  bytes: Buffer;
  ext: string;
  contentType: string;
  name: string;
}

const uploads = new WeakMap<FastifyRequest, UploadedAttachment>();

/** A shown file name: no path, no control characters, at most 100 characters. */
const cleanName = (raw: string | undefined, ext: string) => {
  const base = (raw ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 100);
  return base || `attachment.${ext}`;
};

/**
 * The upload's one `file` part, read as a preValidation hook (after the access hooks, so a caller
 * without the permission never has a file parsed). Type and size come from the bytes: a picture
 * or a PDF, whatever its name says, so a renamed program is refused with nothing stored.
 */
export async function readAttachment(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('CHAT_FILE_REQUIRED');
  let found: UploadedAttachment | undefined;
  for await (const part of request.parts({ limits: { fileSize: CHAT_ATTACHMENT_BYTES_MAX, files: 2 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file' || found) throw badRequest('CHAT_FILE_REQUIRED');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest('CHAT_FILE_REQUIRED');
    const type = documentType(bytes);
    found = { bytes, ext: type.ext, contentType: type.contentType, name: cleanName(part.filename, type.ext) };
  }
  if (!found) throw badRequest('CHAT_FILE_REQUIRED');
  uploads.set(request, found);
}

export const attachmentOf = (request: FastifyRequest) => uploads.get(request)!;
