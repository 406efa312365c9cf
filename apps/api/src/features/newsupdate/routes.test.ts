import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../operator/commands';
import { expectRefusal } from '../../test/refusal';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let resident: string;
beforeAll(async () => {
  t = await createTestApp();
  resident = (await signIn(t, 'resident@demo.test')).access_token;
});
afterAll(() => t?.close());

const get = (url: string, query: Record<string, string> = {}, token = resident) =>
  t.app.inject({ url, query, headers: token ? bearer(token) : {} });
const titles = (res: { json(): { items: { title: string }[] } }) => res.json().items.map((i) => i.title);
const operator = (name: string, args: Record<string, string> = {}) => runOperatorCommand(t.db, name, args);

describe('GET /api/news-update/list and info', () => {
  it('shows any signed-in user the published news, newest first', async () => {
    const res = await get('/api/news-update/list');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toHaveLength(3);
    expect(res.json().items[0]).toMatchObject({ kind: 'RELEASE', title: expect.stringContaining('3.6.19') });
    expect(titles(await get('/api/news-update/list', { kind: 'TIP' }))).toEqual([
      expect.stringContaining('ปักหมุด'),
    ]);
    const one = res.json().items[1];
    const info = await get('/api/news-update/info', { newsID: one.newsID });
    expect(info.json().data).toEqual(one);
  });

  it('pages with lastKey', async () => {
    const first = await get('/api/news-update/list', { limit: '2' });
    const second = await get('/api/news-update/list', { limit: '2', lastKey: first.json().lastKey });
    expect([...titles(first), ...titles(second)]).toEqual(titles(await get('/api/news-update/list')));
    expect(second.json().lastKey).toBeNull();
    expectRefusal(await get('/api/news-update/list', { lastKey: 'xyz' }), 400, 'BAD_LAST_KEY');
  });

  it('asks for sign-in, and answers 400 or 404 for a bad or unknown id', async () => {
    expectRefusal(await get('/api/news-update/list', {}, ''), 401);
    expectRefusal(
      await get('/api/news-update/info', { newsID: 'seven' }),
      400,
      undefined,
      /newsID is not valid/,
    );
    expectRefusal(await get('/api/news-update/info', { newsID: crypto.randomUUID() }), 404, 'NEWS_NOT_FOUND');
  });
});

describe('operator news commands', () => {
  it('adds news now or for later, lists it all, and removes it', async () => {
    const now = (await operator('news-add', {
      title: 'Tip: search by unit',
      body: 'พิมพ์เลขห้อง',
      kind: 'TIP',
    })) as {
      newsID: string;
    };
    const later = (await operator('news-add', {
      title: 'Version 4.0',
      body: 'Coming soon',
      'publish-at': new Date(Date.now() + 86_400_000).toISOString(),
    })) as { newsID: string; kind: string };
    expect(later.kind).toBe('RELEASE');
    const listed = titles(await get('/api/news-update/list'));
    expect(listed[0]).toBe('Tip: search by unit');
    expect(listed).not.toContain('Version 4.0');
    expectRefusal(await get('/api/news-update/info', { newsID: later.newsID }), 404);
    const all = (await operator('news-list')) as { title: string }[];
    expect(all.map((n) => n.title)).toEqual(expect.arrayContaining(['Version 4.0', 'Tip: search by unit']));
    expect(await operator('news-remove', { id: now.newsID })).toEqual({ newsID: now.newsID, removed: true });
    expect(titles(await get('/api/news-update/list'))).not.toContain('Tip: search by unit');
  });

  it('names what is wrong with the arguments', async () => {
    await expect(operator('news-add', { title: 'x' })).rejects.toThrow(/--body/);
    await expect(operator('news-add', { title: 'x', body: 'y', kind: 'GOSSIP' })).rejects.toThrow(/--kind/);
    await expect(operator('news-add', { title: 'x', body: 'y', 'publish-at': 'soon' })).rejects.toThrow(
      /publish-at/,
    );
    await expect(operator('news-remove', { id: crypto.randomUUID() })).rejects.toThrow(/No news update/);
  });
});
