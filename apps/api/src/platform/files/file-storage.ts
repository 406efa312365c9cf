import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
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

/** Inclusive byte offsets of a part of a file, as an HTTP Range asks for one. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Bytes by key on some store; keys are checked by the caller (files.ts) before they get here. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * The file's bytes as a stream and its whole size, or null when there is none; with `range`
   * (inclusive byte offsets, already checked against the size) only those bytes are streamed.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Throws unless files can be written now (the readiness check asks). */
  probe(): Promise<void>;
  /** Every stored key, in no set order: what a backup copies. */
  keys(): AsyncIterable<string>;
}

/** Files on local disk under `root` (DATA_DIR/uploads); nothing there is served directly. */
export function localFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  // A second guard beneath the key patterns: whatever a key says, it stays under the root.
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep) || key.includes('\0'))
      throw new Error('file key outside the storage root');
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: 'wx' });
    },
    async open(key, range) {
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { stream: createReadStream(file, range), size: stat.size };
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async probe() {
      await fs.mkdir(base, { recursive: true });
      await fs.access(base, fs.constants.W_OK);
    },
    async *keys() {
      const entries = await fs.readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const e of entries)
        if (e.isFile()) yield path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join('/');
    },
  };
}
