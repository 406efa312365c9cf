import type { FuzzCase } from './fuzz-cases';
import type { RouteOperation } from './route-table';

type Fields = Record<string, unknown>;

/** A multipart body from its raw parts, malformed on purpose when asked. */
export function multipartBody(
  boundary: string,
  fields: Fields,
  file: { field: string; name: string; type: string; bytes: Buffer } | undefined,
  flaw: string,
) {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null || typeof v === 'object') continue;
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`),
    );
  }
  if (file) {
    const header =
      flaw === 'bad-part-header'
        ? `--${boundary}\r\ncontent-disposition form-data name=${file.field}\r\n\r\n`
        : `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`;
    parts.push(Buffer.from(header), file.bytes, Buffer.from('\r\n'));
  }
  if (flaw !== 'truncated')
    parts.push(Buffer.from(`--${flaw === 'wrong-boundary' ? 'other' : boundary}--\r\n`));
  const body = Buffer.concat(parts);
  return flaw === 'truncated' ? body.subarray(0, Math.max(1, body.length - 7)) : body;
}

export const FILE_BYTES = {
  empty: Buffer.alloc(0),
  text: Buffer.from('not a picture at all'),
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  pdf: Buffer.from('%PDF-1.4\n%broken'),
  zip: Buffer.from('504b0304140000000800', 'hex'),
};

/**
 * Each way a multipart form can be broken, with a small picture in it, once per operation that
 * writes: every route meets the parser, and an upload route must answer each with a 4xx.
 */
export function malformedUploads(op: RouteOperation, communityID: string, headers: Record<string, string>) {
  const file = { field: 'photo', name: 'a.png', type: 'image/png', bytes: FILE_BYTES.png };
  return ['truncated', 'wrong-boundary', 'bad-part-header', 'no-boundary', 'nul-field', 'empty-file'].map(
    (flaw): FuzzCase => {
      const boundary = '----fuzzmalformed';
      const fields = flaw === 'nul-field' ? { note: 'a\u0000b' } : {};
      const sent = flaw === 'empty-file' ? { ...file, bytes: FILE_BYTES.empty } : file;
      const type =
        flaw === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
      return {
        kind: `upload-${flaw}`,
        lang: 'zh',
        request: {
          method: op.method,
          url: op.path,
          query: op.query ? { communityID } : {},
          headers: { ...headers, 'accept-language': 'zh', 'content-type': type },
          payload: multipartBody(boundary, fields, sent, flaw),
        },
      };
    },
  );
}

/** An upload larger than any route takes (5 MB pictures, 10 MB PDFs), once per operation that writes. */
export function oversizedUpload(
  op: RouteOperation,
  communityID: string,
  headers: Record<string, string>,
): FuzzCase {
  const boundary = '----fuzzoversized';
  const bytes = Buffer.alloc(11 * 1024 * 1024, 0x25);
  // `photo` is the field the picture forms read, and a route reading any file takes it too.
  const file = { field: 'photo', name: 'big.pdf', type: 'application/pdf', bytes };
  const payload = multipartBody(boundary, {}, file, 'none');
  return {
    kind: 'multipart-oversized',
    lang: 'th',
    request: {
      method: op.method,
      url: op.path,
      query: op.query ? { communityID } : {},
      headers: {
        ...headers,
        'accept-language': 'th',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    },
  };
}
