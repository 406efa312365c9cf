import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, signIn, type TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface CallOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  payload?: Buffer;
}
export type Caller = (method: Method, url: string, opts?: CallOptions) => Promise<LightMyRequestResponse>;

const clean = (q?: CallOptions['query']) =>
  q &&
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

/** Signs in once and answers a function that calls the API as that user. */
export async function callerFor(t: TestApp, email: string, password?: string): Promise<Caller> {
  const { access_token } = await signIn(t, email, password);
  return (method, url, opts = {}) =>
    t.app.inject({
      method,
      url,
      query: clean(opts.query),
      headers: { ...bearer(access_token), ...opts.headers },
      ...(opts.payload
        ? { payload: opts.payload }
        : opts.body !== undefined
          ? { payload: opts.body as object }
          : {}),
    });
}

/** A multipart/form-data body with text fields and files, for inject. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; bytes: Buffer; type?: string }> = {},
) {
  const boundary = `----cc${crypto.randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const [k, f] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${k}"; filename="${f.name}"\r\ncontent-type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A fresh test app and a caller per demo account named (`pmc` signs in as pmc@demo.test), for the
 * suites that only need the demo data and a few people to act.
 */
export async function appWithCallers<const Who extends string>(
  ...who: Who[]
): Promise<{ t: TestApp } & Record<Who, Caller>> {
  const t = await createTestApp();
  const callers = {} as Record<Who, Caller>;
  for (const w of who) callers[w] = await callerFor(t, `${w}@demo.test`);
  return { t, ...callers };
}
