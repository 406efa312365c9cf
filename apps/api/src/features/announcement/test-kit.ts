import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { users } from '../../platform/auth/tables';
import type { Notify } from '../../platform/notify/notify';
import { bearer, signIn, type TestApp } from '../../test/test-app';
import { buildings, units } from '../directory/tables';

/** Test helpers for the announcement suites (not a test file itself). */
export const RIVERSIDE = 'riverside-condo';
export const VILLAGE = 'green-ville-village';
export type Who = 'pmc' | 'resident' | 'committee' | 'guard' | 'admin';

export async function signInAll(t: TestApp) {
  const tokens = {} as Record<Who, string>;
  for (const who of ['pmc', 'resident', 'committee', 'guard', 'admin'] as Who[])
    tokens[who] = (await signIn(t, `${who}@demo.test`)).access_token;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', who: Who, url: string, data?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tokens[who]),
      ...(method === 'GET' || method === 'DELETE'
        ? { query: data as Record<string, string> }
        : { payload: data }),
    });
  return {
    tokens,
    get: (who: Who, url: string, query: Record<string, string>) => call('GET', who, url, query),
    post: (who: Who, url: string, body: object) => call('POST', who, url, body),
    put: (who: Who, url: string, body: object) => call('PUT', who, url, body),
    del: (who: Who, url: string, query: Record<string, string>) => call('DELETE', who, url, query),
  };
}
export type Client = Awaited<ReturnType<typeof signInAll>>;

export async function buildingId(t: TestApp, community: string, name: string) {
  const [b] = await t.db
    .select({ id: buildings.id })
    .from(buildings)
    .where(and(eq(buildings.communityId, community), eq(buildings.name, name)));
  return b!.id;
}

export async function unitId(t: TestApp, community: string, unitNo: string) {
  const [u] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.communityId, community), eq(units.unitNo, unitNo)));
  return u!.id;
}

export async function userId(t: TestApp, email: string) {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u!.id;
}

/** A valid create body for the community; override what the test is about. */
export const newPost = (overrides: Record<string, unknown> = {}) => ({
  communityID: RIVERSIDE,
  title: 'แจ้งงดจ่ายน้ำ',
  body: 'งดจ่ายน้ำวันเสาร์ 09:00-16:00',
  audience: { kind: 'ALL' },
  ...overrides,
});

/** Creates a post as `who` and answers its detail (fails the test on a refusal). */
export async function create(c: Client, overrides: Record<string, unknown> = {}, who: Who = 'pmc') {
  const res = await c.post(who, '/api/announcement/create', newPost(overrides));
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return res.json().data as { announcementID: string; state: string; [k: string]: unknown };
}

/** Records every s.notify call (on this app) and what it answered, passing it on to the real service. */
export function recordNotify(app: TestApp['app']) {
  const calls: { args: Parameters<Notify>; result: Awaited<ReturnType<Notify>> }[] = [];
  const real = app.services.notify;
  app.services.notify = async (...args) => {
    const result = await real(...args);
    calls.push({ args, result });
    return result;
  };
  return calls;
}

export const ids = (res: Response) =>
  (res.json().items as { announcementID: string }[]).map((i) => i.announcementID);
