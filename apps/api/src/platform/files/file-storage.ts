import fs from 'node:fs/promises';
import path from 'node:path';
import { PDF_MAX_BYTES, PICTURE_MAX_BYTES } from '@cc/contracts/uploads';
import { badRequest } from '../errors';

const IMAGE_SIGNATURES: { ext: string; matches: (b: Buffer) => boolean }[] = [
  { ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])) },
  {
    ext: 'webp',
    matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
];

/** The type comes from the file's first bytes, never from the name or header the client sent. */
export function imageExtension(bytes: Buffer): string {
  const found = IMAGE_SIGNATURES.find((s) => s.matches(bytes));
  if (!found) throw badRequest('NOT_A_PICTURE');
  return found.ext;
}

export const MAX_IMAGE_BYTES = PICTURE_MAX_BYTES;
export const MAX_PDF_BYTES = PDF_MAX_BYTES;

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * A document attachment: one of the pictures above, or a PDF (`%PDF-` first), each within its
 * own size limit. Type and limit both come from the bytes, never from what the client claims.
 */
export function documentType(bytes: Buffer): { ext: string; contentType: string; kind: 'IMAGE' | 'PDF' } {
  if (bytes.toString('latin1', 0, 5) === '%PDF-') {
    if (bytes.length > MAX_PDF_BYTES) throw badRequest('PDF_TOO_LARGE');
    return { ext: 'pdf', contentType: 'application/pdf', kind: 'PDF' };
  }
  const image = IMAGE_SIGNATURES.find((s) => s.matches(bytes));
  if (!image) throw badRequest('NOT_PDF_OR_PICTURE');
  if (bytes.length > MAX_IMAGE_BYTES) throw badRequest('PICTURE_TOO_LARGE');
  return { ext: image.ext, contentType: IMAGE_TYPES[image.ext]!, kind: 'IMAGE' };
}

export interface FileStorage {
  /** Saves the bytes and answers the URL the console can show them at. */
  save(folder: string, bytes: Buffer, ext: string): Promise<string>;
  /** Deletes the file `save` answered this URL for; a URL it never gave, or a file already gone, is ignored. */
  remove(url: string): Promise<void>;
}

export function localFileStorage(root: string, urlPrefix = '/uploads'): FileStorage {
  return {
    async save(folder, bytes, ext) {
      const name = `${crypto.randomUUID()}.${ext}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, folder, name), bytes);
      return `${urlPrefix}/${folder}/${name}`;
    },
    async remove(url) {
      if (!url.startsWith(`${urlPrefix}/`)) return;
      const file = path.resolve(root, url.slice(urlPrefix.length + 1));
      // Only files under the uploads root: a stored URL must never reach anything else on disk.
      if (!file.startsWith(path.resolve(root) + path.sep)) return;
      await fs.rm(file, { force: true });
    },
  };
}
