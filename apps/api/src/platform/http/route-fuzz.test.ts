import { can } from '@cc/contracts/access';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '@cc/contracts/roles';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { communityData, idsForField, writeWatch } from '../../test/community-data-queries';
import { FUZZ_LANGS, type FuzzCase, fuzzCases } from '../../test/fuzz-cases';
import { malformedUploads, oversizedUpload } from '../../test/fuzz-uploads';
import { type RouteOperation, servedOperations } from '../../test/route-table';
import { bearer, CLIENT_AUTH, signIn, startTestApp } from '../../test/test-app';

/**
 * Every operation the app serves, fuzzed from its own zod schemas (FUZZ_RUNS cases each, 20 by
 * default; `npm run fuzz` runs 500). Whatever arrives: never a 5xx, never a stack trace, a
 * refusal in the house envelope and the caller's language, and a refusal writes nothing.
 * Twenty a operation meet each kind of case about twice per operation and hundreds of times
 * across the route table, where the shared parsing and validation they test live; each run
 * draws new cases, so CI keeps exploring instead of repeating one sample.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SURVEY = !!process.env.FUZZ_SURVEY;
const COMMUNITY = 'riverside-condo';
/** The demo account of each role, tried in this order for the one an operation admits. */
const ROLE_ACCOUNTS: [Role, string][] = [
  ['ADMIN', 'admin@demo.test'],
  ['PMC', 'pmc@demo.test'],
  ['COMMITTEE', 'committee@demo.test'],
  ['RESIDENT', 'resident@demo.test'],
  ['GUARD', 'guard@demo.test'],
];

const t = await startTestApp();
const { served, withoutContract } = await servedOperations(t.app);
const tokens = new Map<string, string>();
for (const [, email] of ROLE_ACCOUNTS) tokens.set(email, (await signIn(t, email)).access_token);
const own = await communityData(t.db, COMMUNITY);
// The callers' own accounts are never a target: a case that removed them would blind the rest.
const callerIds = new Set(
  (await Promise.all(ROLE_ACCOUNTS.map(([, e]) => t.app.services.jwt.verifyAccess(tokens.get(e)!)))).map(
    (c) => c.sub,
  ),
);
const users = [...own.userIds].filter((u) => !callerIds.has(u));
const writes = await writeWatch(t.db);
const hints = {
  field: (name: string) => {
    const ids = idsForField(own, name, users);
    return ids ? fc.constantFrom(...ids) : undefined;
  },
};

/** The headers of a caller the operation admits: a member whose role holds its permission. */
function callerHeaders(op: RouteOperation): Record<string, string> {
  const a = op.access;
  if (a.kind === 'client') return { authorization: CLIENT_AUTH };
  if (a.kind === 'public') return {};
  const account =
    ROLE_ACCOUNTS.find(([role]) => a.kind !== 'community' || can(a, DEFAULT_ROLE_PERMISSIONS[role])) ??
    ROLE_ACCOUNTS[0]!;
  return bearer(tokens.get(account[1])!);
}

const tally = {
  cases: 0,
  operations: 0,
  byKind: new Map<string, [number, number]>(),
  serverErrors: [] as string[],
};
/**
 * What a refused request still writes, by design: the sign-in log keeps every attempt (refused
 * ones most of all), and a member's first authenticated call of the day marks the day active
 * whatever that call asked for (the day row, and the member's year of days a trigger keeps).
 */
const TRAFFIC_LOGS = new Set(['sign_in_events', 'user_active_days', 'user_active_years']);
const STACK_TRACE = /\n\s+at |node_modules|\.[jt]s:\d+:\d+|\b(?:Type|Reference|Syntax)Error\b/;

function checkAnswer(c: FuzzCase, res: LightMyRequestResponse, wrote: string[]) {
  const what = `${c.kind} ${c.request.method} ${c.request.url} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) {
    tally.serverErrors.push(`${c.kind} ${c.request.method} ${c.request.url}`);
    // A survey (FUZZ_SURVEY=1) counts every server error instead of stopping at the first.
    if (SURVEY) return;
  }
  expect(res.statusCode, what).toBeLessThan(500);
  expect(STACK_TRACE.test(res.body), what).toBe(false);
  if (res.statusCode < 400) return;
  const body = res.json() as Record<string, unknown>;
  expect(body.isSuccess, what).toBe(false);
  expect(body.code, what).toEqual(expect.any(String));
  expect(body.errorMessage, what).toBe(body.message);
  expect(String(body.message), `${what} (not in ${c.lang})`).toMatch(FUZZ_LANGS[c.lang]);
  expect(
    wrote.filter((t) => !TRAFFIC_LOGS.has(t)),
    `${what} (a refusal wrote to the database)`,
  ).toEqual([]);
}

async function run(c: FuzzCase) {
  const started = performance.now();
  const res = await t.app.inject(c.request);
  const wrote = await writes.written();
  tally.cases++;
  const [n, ms] = tally.byKind.get(c.kind) ?? [0, 0];
  tally.byKind.set(c.kind, [n + 1, ms + performance.now() - started]);
  checkAnswer(c, res, wrote);
}

afterAll(async () => {
  const kinds = [...tally.byKind].map(([k, [n, ms]]) => `${k} ${n} (${Math.round(ms)} ms)`).join(', ');
  console.log(
    `fuzz: ${tally.operations} operations, ${tally.cases} cases (${RUNS} a operation, and 7 broken uploads to each that writes), ` +
      `${tally.serverErrors.length} server errors\n  by kind: ${kinds}`,
  );
  if (tally.serverErrors.length > 0) {
    const routes = (kind: string) =>
      new Set(tally.serverErrors.filter((e) => e.startsWith(`${kind} `)).map((e) => e.slice(kind.length + 1)))
        .size;
    const kindsHit = [...new Set(tally.serverErrors.map((e) => e.split(' ')[0]!))];
    console.log(
      `  server errors by kind (operations): ${kindsHit.map((k) => `${k} ${routes(k)}`).join(', ')}`,
    );
    console.log(
      `  operations with any: ${new Set(tally.serverErrors.map((e) => e.split(' ').slice(1).join(' '))).size}`,
    );
  }
  await t.close();
});

describe('the route table', () => {
  it('serves no operation without a contract (so every route below is fuzzed)', () => {
    expect(withoutContract).toEqual([]);
    expect(served.length).toBeGreaterThan(100);
  });
});

describe('fuzzing every served operation from its schemas', () => {
  it.for(served.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async ([, op]) => {
    const headers = callerHeaders(op);
    tally.operations++;
    await writes.written();
    await fc.assert(fc.asyncProperty(fuzzCases(op, { communityID: COMMUNITY, hints, headers }), run), {
      numRuns: RUNS,
      endOnFailure: true,
    });
    if (op.method === 'GET') return;
    for (const c of malformedUploads(op, COMMUNITY, headers)) await run(c);
    await run(oversizedUpload(op, COMMUNITY, headers));
  });
});
