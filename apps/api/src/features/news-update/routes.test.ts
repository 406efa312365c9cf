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
    const all = (await operator('news-list')) as { texts: { th: { title: string } } }[];
    expect(all.map((n) => n.texts.th.title)).toEqual(
      expect.arrayContaining(['Version 4.0', 'Tip: search by unit']),
    );
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

describe('news in several languages', () => {
  const add = (args: Record<string, string>) =>
    operator('news-add', { title: 'ฟีเจอร์ใหม่', body: 'รายละเอียด', ...args }) as Promise<{ newsID: string }>;
  const list = async (lang?: string) =>
    (await get('/api/news-update/list', lang ? { lang } : {})).json().items as {
      newsID: string;
      title: string;
      body: string;
      lang: string;
    }[];

  it("gives each reader their language's text, else English, else the Thai one", async () => {
    const { newsID } = await add({
      'title-en': 'New feature',
      'body-en': 'Details',
      'title-zh': '新功能',
      'body-zh': '详情',
    });
    const text = async (lang?: string) => {
      const { title, body, lang: shown } = (await list(lang)).find((n) => n.newsID === newsID)!;
      return { title, body, lang: shown };
    };
    expect(await text('en')).toEqual({ title: 'New feature', body: 'Details', lang: 'en' });
    expect(await text('zh')).toEqual({ title: '新功能', body: '详情', lang: 'zh' });
    expect(await text('fr')).toEqual({ title: 'New feature', body: 'Details', lang: 'en' });
    expect(await text()).toEqual({ title: 'ฟีเจอร์ใหม่', body: 'รายละเอียด', lang: 'th' });
    const thaiOnly = (await add({})).newsID;
    const shown = (await list('fr')).find((n) => n.newsID === thaiOnly)!;
    expect(shown).toMatchObject({ title: 'ฟีเจอร์ใหม่', lang: 'th' });
    const info = await get('/api/news-update/info', { newsID, lang: 'en' });
    expect(info.json().data).toMatchObject({ title: 'New feature', lang: 'en' });
    expectRefusal(await get('/api/news-update/list', { lang: 'de' }), 400, undefined, /lang must be/);
  });

  it('keeps an item written before languages as Thai, and lets the operator add or change a text', async () => {
    // An item with only its Thai text, as every item written before languages is.
    const { newsID } = await add({ title: 'เวอร์ชัน 3.6.17', body: 'ก่อนมีหลายภาษา' });
    const seeded = (await list('en')).find((n) => n.newsID === newsID)!;
    expect(seeded).toMatchObject({ title: 'เวอร์ชัน 3.6.17', lang: 'th' });
    await operator('news-set-text', {
      id: seeded.newsID,
      lang: 'en',
      title: 'Version 3.6.18',
      body: 'Excel',
    });
    await operator('news-set-text', {
      id: seeded.newsID,
      lang: 'th',
      title: 'เวอร์ชัน 3.6.18',
      body: 'เอ็กเซล',
    });
    const both = async (lang: string) => (await list(lang)).find((n) => n.newsID === seeded.newsID)!;
    expect(await both('en')).toMatchObject({ title: 'Version 3.6.18', body: 'Excel', lang: 'en' });
    expect(await both('th')).toMatchObject({ title: 'เวอร์ชัน 3.6.18', body: 'เอ็กเซล', lang: 'th' });
    const managed = (await operator('news-list')) as { newsID: string; texts: object }[];
    expect(managed.find((n) => n.newsID === seeded.newsID)!.texts).toEqual({
      th: { title: 'เวอร์ชัน 3.6.18', body: 'เอ็กเซล' },
      en: { title: 'Version 3.6.18', body: 'Excel' },
    });
    await expect(
      operator('news-set-text', { id: crypto.randomUUID(), lang: 'en', title: 'x', body: 'y' }),
    ).rejects.toThrow(/No news update/);
  });

  it('asks for both halves of a language, and names a flag it does not know', async () => {
    await expect(add({ 'title-en': 'Only a title' })).rejects.toThrow(/--body-en: is needed with --title-en/);
    await expect(add({ 'body-fr': 'Seulement' })).rejects.toThrow(/--title-fr: is needed with --body-fr/);
    await expect(add({ 'text-en': 'New' })).rejects.toThrow(/--text-en: is not a flag of news-add/);
    await expect(add({ 'title-de': 'Neu', 'body-de': 'Mehr' })).rejects.toThrow(/--title-de/);
    await expect(
      operator('news-set-text', { id: crypto.randomUUID(), lang: 'de', title: 'x', body: 'y' }),
    ).rejects.toThrow(/--lang/);
  });
});
