import type { LightMyRequestResponse as Response } from 'fastify';
import type { Notify } from '../../platform/notify/notify';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

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

/** A fresh app over the demo data, and everyone signed in to it. */
export async function openAnnouncements() {
  const t = await createTestApp();
  return { t, c: await signInAll(t) };
}

export const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** A post's detail as the PMC sees it. */
export const detail = (c: Client, id: string, community = RIVERSIDE) =>
  c.get('pmc', '/api/announcement/detail', { communityID: community, announcementID: id });

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
