import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../errors';
import { contentDisposition } from './content-disposition';
import { FILES_PATH, parseKey } from './file-keys';
import type { FileLinkSigner } from './file-links';
import type { ByteRange, FileStorage } from './file-storage';

/** The type is the one the upload was stored as (its extension, itself from its bytes), never sniffed. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  mp4: 'video/mp4',
};
const INLINE = new Set(['jpg', 'png', 'webp', 'svg', 'mp4']);

/**
 * One `bytes=a-b`, `bytes=a-` or `bytes=-n` range of a file of `size` bytes, as inclusive
 * offsets; undefined for no (or a multi-part) Range header, which is answered whole as HTTP
 * allows; 'unsatisfiable' for a range wholly past the end.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const last = Math.min(Number(m[2]), size);
    return last === 0 ? 'unsatisfiable' : { start: size - last, end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

type Query = Record<string, string | string[] | undefined>;
const one = (q: Query, name: string) => (typeof q[name] === 'string' ? (q[name] as string) : undefined);

/**
 * `GET /api/files/<key>`: a public key as it is; any other only with the signature and expiry
 * `files.url` gave it (files.ts), checked here before a byte is read. No session is needed: the
 * access check happened when the link was handed out. Any key this storage could not have
 * written (`..`, absolute, NUL, encoded separators, another layout) is 404; a bad or foreign
 * signature 403; an old one 403 with its own code, so a client knows to reload.
 */
export async function fileRoute(app: FastifyInstance, storage: FileStorage, signer: FileLinkSigner) {
  app.get(`${FILES_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = parseKey((request.params as { '*': string })['*']);
    if (!parsed) throw notFound('NO_SUCH_FILE');
    const q = request.query as Query;
    const name = one(q, 'name') ?? '';
    let maxAge = 86_400;
    if (parsed.visibility === 'private') {
      const exp = Number(one(q, 'exp'));
      const sig = one(q, 'sig');
      if (!Number.isSafeInteger(exp) || !sig || !signer.verify(parsed.key, exp, name, sig)) {
        throw forbidden('FILE_LINK_INVALID');
      }
      maxAge = exp - Math.floor(Date.now() / 1000);
      if (maxAge <= 0) throw forbidden('FILE_LINK_EXPIRED');
    }
    let file = await storage.open(parsed.key);
    if (!file) throw notFound('NO_SUCH_FILE');
    const ext = path.extname(parsed.key).slice(1);
    // A video element asks for parts (to start playing, to seek): answered 206 with that part.
    const range = byteRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      file.stream.destroy();
      return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    }
    if (range) {
      file.stream.destroy();
      file = await storage.open(parsed.key, range);
      if (!file) throw notFound('NO_SUCH_FILE');
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    }
    const length = range ? range.end - range.start + 1 : file.size;
    return (
      reply
        .header('content-type', TYPES[ext] ?? 'application/octet-stream')
        .header('content-length', length)
        .header('accept-ranges', 'bytes')
        .header(
          'content-disposition',
          contentDisposition(INLINE.has(ext) ? 'inline' : 'attachment', name || path.basename(parsed.key)),
        )
        .header('x-content-type-options', 'nosniff')
        // A file opened on its own (an SVG, a PDF) runs nothing and reaches nothing of ours.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header(
          'cache-control',
          `${parsed.visibility === 'public' ? 'public' : 'private'}, max-age=${maxAge}`,
        )
        .send(file.stream)
    );
  });

  // Rows written before this route hold `/uploads/communities/...` for a community's picture,
  // which was public then and is now; every other old path is private and needs a signed link.
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const parsed = parseKey((request.params as { '*': string })['*']);
    if (parsed?.visibility !== 'public') throw notFound('NO_SUCH_FILE');
    return reply.redirect(`${FILES_PATH}${parsed.key}`, 301);
  });
}
