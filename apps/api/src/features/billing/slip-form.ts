import { SLIP_MAX_BYTES } from '@cc/contracts/billing';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './refusals';

/**
 * Reads a slip form: text fields and one file `image` (communityID comes in the query, where the
 * guard read it before the upload). The fields become the body, so the operation's schema judges
 * them; the image's bytes are answered for the handler. A file over SLIP_MAX_BYTES is stopped by
 * the parser (413) before it is held in memory; a JSON call carries no image.
 */
export async function readSlipForm(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  let image: Buffer | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') throw badRequest('UNSUPPORTED_FILE');
      const bytes = await part.toBuffer();
      if (bytes.length > 0) image = bytes;
      continue;
    }
    const value = String(part.value);
    if (value !== '') fields[part.fieldname] = value;
  }
  request.body = { ...fields, communityID: (request.query as { communityID?: string }).communityID };
  return image;
}

const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));

/** A slip is a JPEG or PNG, told by its first bytes (never its name or claimed type). */
export function slipImageType(image: Buffer | undefined): { image: Buffer; ext: 'jpg' | 'png' } {
  if (!image) throw badRequest('BILLING_SLIP_IMAGE_REQUIRED');
  if (image.length > SLIP_MAX_BYTES) throw badRequest('BILLING_SLIP_TOO_LARGE');
  if (isJpeg(image)) return { image, ext: 'jpg' };
  if (isPng(image)) return { image, ext: 'png' };
  throw badRequest('BILLING_SLIP_IMAGE_TYPE');
}
