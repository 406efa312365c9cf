import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { FILE_BYTES, multipartBody } from './fuzz-uploads';
import type { RouteOperation } from './route-table';
import { type ArbitraryHints, arbitraryOf, isOptionalField, isTextField, objectShape } from './zod-arbitrary';

/** One hostile request: what it tries (for the report) and what is sent. */
export interface FuzzCase {
  kind: string;
  lang: FuzzLang;
  request: InjectOptions;
}

/** Languages whose script shows at a glance that a refusal was worded for the caller. */
export const FUZZ_LANGS = {
  th: /[\u0E00-\u0E7F]/,
  zh: /[\u4E00-\u9FFF]/,
  ar: /[\u0600-\u06FF]/,
} as const;
export type FuzzLang = keyof typeof FUZZ_LANGS;

type Fields = Record<string, unknown>;

/** 100 KB of text, Thai among it. */
const HUGE_TEXT = `${'ก'.repeat(1000)}${'x'.repeat(97_000)}`;
const WRONG_TYPES: unknown[] = [123, -1, true, null, {}, [], [['x']], { $gt: '' }, 'text', 1e308];
const HUGE_NUMBERS: unknown[] = [
  1e308,
  -1e308,
  2 ** 64,
  Number.MAX_SAFE_INTEGER + 2,
  -(2 ** 53),
  1e-300,
  '9'.repeat(400),
];
const BAD_PAGING: [string, unknown][] = [
  ['limit', -1],
  ['limit', 0],
  ['limit', -100],
  ['limit', 1e9],
  ['limit', 1.5],
  ['limit', 'abc'],
  ['lastKey', '%%%'],
  ['lastKey', 'x'.repeat(2000)],
  ['lastKey', Buffer.from('{"t":"nope","id":-1}').toString('base64url')],
  ['lastKey', Buffer.from('["2024-99-99",null]').toString('base64url')],
  ['lastKey', '-1'],
];
const BAD_DATES: unknown[] = [
  '2024-02-30',
  '0000-00-00',
  '2024-13-01',
  '9999-12-31T99:99:99Z',
  'yesterday',
  '-271821-04-20',
  '+275760-09-13T00:00:00.001Z',
  '2024-01-01T00:00:00+99:00',
  '',
  1e20,
];
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'k'.repeat(300), 'key\u0000'];
const isDateField = (name: string) => /(date|At$|^from$|^to$|time)/i.test(name);

/** Text that must never be stored: a NUL byte, a lone surrogate half. */
const poison = (where: 'query' | 'body') =>
  where === 'query'
    ? fc.constantFrom('\u0000', 'a\u0000b', '\u0000'.repeat(3))
    : fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ud83d', 'ok\u0000\ud800');

/** How query values travel: as text (an object or array as JSON, as a careless client would). */
function asQuery(fields: Fields): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) out[k] = v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)));
    else out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}

/**
 * The hostile requests for one operation, built on values its own schemas take (so each case is
 * one defect away from a request the operation would accept): NUL bytes and lone surrogates, 100
 * KB texts, wrong types, missing and extra fields, huge numbers, negative paging, impossible
 * dates, bodies of the wrong shape or content type, and multipart forms that are malformed,
 * empty, mislabelled or too large.
 */
export function fuzzCases(
  op: RouteOperation,
  base: { communityID: string; hints: ArbitraryHints; headers: Record<string, string> },
): fc.Arbitrary<FuzzCase> {
  const where: 'query' | 'body' = op.body ? 'body' : 'query';
  const schema = op.body ?? op.query;
  const shape = objectShape(schema) ?? {};
  const names = Object.keys(shape);
  const textNames = names.filter((n) => isTextField(shape[n]));
  const required = names.filter((n) => !isOptionalField(shape[n]));
  const valid = (schema ? arbitraryOf(schema, base.hints) : fc.constant(undefined)).map((v) =>
    v && typeof v === 'object' && !Array.isArray(v) && 'communityID' in (shape as object)
      ? { ...(v as Fields), communityID: base.communityID }
      : v,
  );
  // A multipart upload names the community in the query: keep it there for every case.
  const queryBase = op.query ? { communityID: base.communityID } : {};
  const lang = fc.constantFrom<FuzzLang>('th', 'zh', 'ar');

  const send = (kind: string, l: FuzzLang, value: unknown, extra: Partial<InjectOptions> = {}): FuzzCase => {
    const headers: Record<string, string> = {
      ...base.headers,
      'accept-language': l,
      ...(extra.headers as Record<string, string>),
    };
    const request: InjectOptions = { method: op.method, url: op.path, headers };
    if (where === 'query') request.query = asQuery({ ...(value as Fields) });
    else {
      if (op.query) request.query = asQuery(queryBase);
      if (extra.payload !== undefined) request.payload = extra.payload;
      else if (value !== undefined) request.payload = JSON.stringify(value);
      if (extra.payload === undefined) headers['content-type'] ??= 'application/json';
    }
    if (extra.query) request.query = extra.query;
    return { kind, lang: l, request };
  };

  const withField = (pick: readonly string[]) =>
    fc.tuple(valid, fc.constantFrom(...(pick.length ? pick : ['communityID'])));
  const fieldCase = (
    kind: string,
    pick: readonly string[],
    value: fc.Arbitrary<unknown>,
    mutate = (f: Fields, n: string, v: unknown) => {
      f[n] = v;
    },
  ) =>
    fc.tuple(lang, withField(pick), value).map(([l, [v, name], bad]) => {
      const fields = { ...((v as Fields) ?? {}) };
      mutate(fields, name, bad);
      return send(kind, l, fields);
    });

  const stringsOrKey = textNames.length ? textNames : ['communityID'];
  const cases: fc.Arbitrary<FuzzCase>[] = [
    fc.tuple(lang, valid).map(([l, v]) => send('as-generated', l, v)),
    fieldCase('nul-or-surrogate', ['communityID', ...stringsOrKey], poison(where), (f, n, p) => {
      f[n] = typeof f[n] === 'string' ? `${f[n]}${p}` : p;
    }),
    fieldCase('nul-in-communityID', ['communityID'], poison('query')),
    fieldCase('100kb-text', stringsOrKey, fc.constant(HUGE_TEXT)),
    fieldCase('wrong-type', names, fc.constantFrom(...WRONG_TYPES)),
    fieldCase('huge-number', names, fc.constantFrom(...HUGE_NUMBERS)),
    fieldCase('bad-date', names.filter(isDateField), fc.constantFrom(...BAD_DATES)),
    fieldCase('missing-field', required, fc.constant(undefined), (f, n) => {
      delete f[n];
    }),
    fieldCase(
      'extra-field',
      ['x'],
      fc.tuple(fc.constantFrom(...EXTRA_KEYS), fc.constantFrom(...WRONG_TYPES)),
      (f, _n, kv) => {
        const [k, v] = kv as [string, unknown];
        Object.defineProperty(f, k, { value: v, enumerable: true, writable: true, configurable: true });
      },
    ),
    fc
      .tuple(lang, valid, fc.constantFrom(...BAD_PAGING))
      .map(([l, v, [k, bad]]) => send('negative-paging', l, { ...((v as Fields) ?? {}), [k]: bad })),
  ];
  if (where === 'body') {
    cases.push(
      fc
        .tuple(
          lang,
          fc.constantFrom('[]', '"text"', '42', 'null', '{"a":', '{"communityID":{"$ne":1}}', '\u0000'),
        )
        .map(([l, raw]) => send('body-shape', l, undefined, { payload: raw })),
      fc
        .tuple(
          lang,
          valid,
          fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png'),
        )
        .map(([l, v, type]) =>
          send('content-type', l, undefined, {
            payload: type.includes('urlencoded') ? 'communityID=%00&x=%ud800' : JSON.stringify(v ?? {}),
            headers: { 'content-type': type },
          }),
        ),
    );
  }
  // Every route meets multipart forms: the parser is registered for all of them, uploads or not.
  const flaw = fc.constantFrom(
    'none',
    'truncated',
    'wrong-boundary',
    'bad-part-header',
    'no-boundary',
    'nul-field',
  );
  const file = fc.record({
    field: fc.constantFrom('file', 'photo', 'picture', 'other'),
    name: fc.constantFrom(
      'a.png',
      'a.pdf',
      'a.xlsx',
      '',
      'n\u0000ull.png',
      `${'x'.repeat(300)}.png`,
      '../../etc/passwd',
    ),
    type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', 'application/octet-stream', ''),
    bytes: fc.constantFrom(...Object.values(FILE_BYTES)),
  });
  cases.push(
    fc.tuple(lang, valid, flaw, fc.option(file, { freq: 4 })).map(([l, v, f, withFile]) => {
      const boundary = `----fuzz${Math.random().toString(36).slice(2)}`;
      const fields = { ...((v as Fields) ?? {}) };
      if (f === 'nul-field') fields.note = 'a\u0000b';
      const payload = multipartBody(boundary, fields, withFile ?? undefined, f);
      const type = f === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
      return send(`multipart-${f}`, l, undefined, {
        payload,
        headers: { 'content-type': type },
        query: asQuery({ ...queryBase, ...(where === 'query' ? (v as Fields) : {}) }),
      });
    }),
  );
  return fc.oneof(...cases);
}
