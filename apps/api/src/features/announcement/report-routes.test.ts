import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import type { TestApp } from '../../test/test-app';
import { type Client, create, ids, openAnnouncements, RIVERSIDE, type Who } from './announcement-test-kit';

let t: TestApp;
let c: Client;
let since: string;
const posts: Record<string, string> = {};
beforeAll(async () => {
  ({ t, c } = await openAnnouncements());
  since = new Date(Date.now() - 1000).toISOString();
  for (const name of ['quiet', 'read', 'loved'])
    posts[name] = (await create(c, { title: `Report ${name}`, publishMode: 'NOW' })).announcementID;
  const read = (who: Who, id: string) =>
    c.get(who, '/api/announcement/resident/detail', { communityID: RIVERSIDE, announcementID: id });
  const thank = (who: Who, id: string) =>
    c.post(who, '/api/announcement/thank', { communityID: RIVERSIDE, announcementID: id });
  for (let i = 0; i < 4; i++) await read('resident', posts.read!);
  await read('committee', posts.read!);
  await read('resident', posts.loved!);
  for (const who of ['resident', 'committee', 'guard'] as const) await thank(who, posts.loved!);
});
afterAll(() => t?.close());

const report = (name: string, query: Record<string, string> = {}) =>
  c.get('pmc', `/api/report/announcement/${name}`, { communityID: RIVERSIDE, ...query });

/** Today in Bangkok, n days from now, as YYYY-MM-DD. */
const bangkokDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

describe('GET /api/report/announcement/top-view-thank', () => {
  it('ranks the range’s posts by views and by thanks, with the totals', async () => {
    const res = await report('top-view-thank', { from: since });
    expect(res.statusCode, res.body).toBe(200);
    const { totals, topViews, topThanks } = res.json().data;
    expect(topViews.map((p: { announcementID: string }) => p.announcementID)).toEqual([
      posts.read,
      posts.loved,
      posts.quiet,
    ]);
    expect(topThanks[0]).toMatchObject({
      announcementID: posts.loved,
      stats: { thanks: 3, views: 1, uniqueReaders: 1 },
    });
    expect(topViews[0].stats).toMatchObject({ views: 5, uniqueReaders: 2, thanks: 0 });
    expect(topViews[0].stats.reach).toBeCloseTo(2 / topViews[0].stats.audienceSize, 4);
    expect(totals).toMatchObject({ posts: 3, views: 6, uniqueReaders: 3, thanks: 3 });
    expect(totals.reach).toBeGreaterThan(0);
  });

  it('reads day bounds in the community’s time zone, and 90 days by default', async () => {
    // The demo AGM post was published five days ago at 09:00 Bangkok time.
    const day = bangkokDay(-5);
    const res = await report('top-view-thank', { from: day, to: day });
    const titles = res.json().data.topViews.map((p: { title: string }) => p.title);
    expect(titles).toEqual(['ประชุมใหญ่สามัญประจำปี 2569 (AGM)']);
    const all = (await report('top-view-thank', { limit: '50' })).json().data;
    expect(all.totals.posts).toBeGreaterThanOrEqual(7);
    expect(all.topViews.length).toBe(all.totals.posts);
  });

  it('refuses a backwards or malformed range', async () => {
    expectRefusal(
      await report('top-view-thank', { from: bangkokDay(0), to: bangkokDay(-3) }),
      400,
      'BAD_RANGE',
    );
    expectRefusal(
      await report('top-view-thank', { from: 'last week' }),
      400,
      undefined,
      /from must be a date/,
    );
    expectRefusal(await report('top-view-thank', { limit: '500' }), 400);
  });
});

describe('GET /api/report/announcement/history', () => {
  it('lists the range’s posts with their figures, newest first, a page at a time', async () => {
    const seen: string[] = [];
    let lastKey: string | undefined;
    do {
      const res = await report('history', { from: since, limit: '2', ...(lastKey ? { lastKey } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...ids(res));
      lastKey = res.json().lastKey ?? undefined;
    } while (lastKey);
    expect(seen).toEqual([posts.loved, posts.read, posts.quiet]);
  });

  it('exports the range as an .xlsx with a header in Thai and English', async () => {
    const res = await report('history/excel', { from: since });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const [sheet] = await readXlsxFile(res.rawPayload);
    const rows = sheet!.data;
    expect(rows[0]).toEqual(expect.arrayContaining(['หัวข้อ / Title', 'เข้าชม / Views', 'การเข้าถึง / Reach']));
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Report loved', 'Report read', 'Report quiet']);
    expect(rows[2]!.slice(5, 8)).toEqual([5, 2, 0]);
  });
});

describe('GET /api/announcement/summary', () => {
  it('counts the tabs and shows the latest published posts with their reach', async () => {
    const res = await c.get('pmc', '/api/announcement/summary', { communityID: RIVERSIDE });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.latest.map((p: { announcementID: string }) => p.announcementID).slice(0, 3)).toEqual([
      posts.loved,
      posts.read,
      posts.quiet,
    ]);
    expect(data.latest).toHaveLength(5);
    expect(data).toMatchObject({ drafts: 1, scheduled: 1 });
    expect(data.published).toBeGreaterThanOrEqual(6);
  });
});
