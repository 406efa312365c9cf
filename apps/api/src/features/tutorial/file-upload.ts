import path from 'node:path';
import { TUTORIAL_VIDEO_MAX_BYTES } from '@cc/contracts/tutorial';
import { PDF_MAX_BYTES, PICTURE_MAX_BYTES } from '@cc/contracts/uploads';
import { badRequest } from './refusals';

const IMAGES: { ext: string; type: string; matches: (b: Buffer) => boolean }[] = [
  { ext: 'jpg', type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'png',
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  },
  {
    ext: 'webp',
    type: 'image/webp',
    matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
];

/** An ISO media file whose brand is an MP4 one (`ftyp` at byte 4): what a phone or editor writes. */
const isMp4 = (b: Buffer) =>
  b.length > 12 &&
  b.toString('latin1', 4, 8) === 'ftyp' &&
  /^(isom|iso\d|mp4\d|avc1|M4V |MSNV|dash|mp41|mp42)$/.test(b.toString('latin1', 8, 12));

/**
 * The type of an upload from its first bytes, never from its name or the header the client sent,
 * each held to its own limit: an MP4 to 50 MB, a PDF and a picture to the product's limits.
 */
export function tutorialFileType(bytes: Buffer): { ext: string; contentType: string } {
  if (isMp4(bytes)) return { ext: 'mp4', contentType: 'video/mp4' };
  const pdf = bytes.toString('latin1', 0, 5) === '%PDF-';
  const image = IMAGES.find((i) => i.matches(bytes));
  if (!pdf && !image) throw badRequest('NOT_A_TUTORIAL_FILE');
  if (bytes.length > (pdf ? PDF_MAX_BYTES : PICTURE_MAX_BYTES)) throw badRequest('TUTORIAL_FILE_TOO_LARGE');
  return pdf ? { ext: 'pdf', contentType: 'application/pdf' } : { ext: image!.ext, contentType: image!.type };
}

export const UPLOAD_MAX_BYTES = TUTORIAL_VIDEO_MAX_BYTES;

/** A name to show beside the link: no folders, no control characters, not too long. */
export const displayName = (filename: string | undefined) =>
  path
    .basename(filename ?? '')
    .replace(/[\p{Cc}<>:"/\\|?*]/gu, '_')
    .slice(0, 200) || 'file';
