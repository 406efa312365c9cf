import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import type { TestApp } from '../../test/test-app';
import {
  type Client,
  create,
  detail,
  hoursFromNow,
  ids,
  openAnnouncements,
  RIVERSIDE,
} from './announcement-test-kit';
import { announcements } from './tables';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  ({ t, c } = await openAnnouncements());
});
afterAll(() => t?.close());

const list = (query: Record<string, string> = {}) =>
  c.get('pmc', '/api/announcement/list', { communityID: RIVERSIDE, ...query });

describe('GET /api/announcement/list', () => {
  it('splits posts into published, drafts, scheduled and expired tabs', async () => {
    const published = await create(c, { title: 'Tab published', publishMode: 'NOW' });
    const draft = await create(c, { title: 'Tab draft' });
    const scheduled = await create(c, {
      title: 'Tab scheduled',
      publishMode: 'SCHEDULE',
      publishAt: hoursFromNow(3),
    });
    const expired = await create(c, { title: 'Tab expired', publishMode: 'NOW', expiresAt: hoursFromNow(1) });
    await t.db
      .update(announcements)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(announcements.id, expired.announcementID));
    const tab = async (name: string) => ids(await list({ tab: name, q: 'Tab ', limit: '100' }));
    expect(await tab('PUBLISHED')).toEqual([published.announcementID]);
    expect(await tab('DRAFT')).toEqual([draft.announcementID]);
    expect(await tab('SCHEDULED')).toEqual([scheduled.announcementID]);
    expect(await tab('EXPIRED')).toEqual([expired.announcementID]);
    expect((await list({ tab: 'EXPIRED', q: 'Tab ' })).json().items[0].state).toBe('EXPIRED');
  });

  it('puts pinned posts first, then the newest, and searches title and body', async () => {
    const old = await create(c, { title: 'Pin order old', publishMode: 'NOW', pinned: true });
    const recent = await create(c, { title: 'Pin order new', publishMode: 'NOW' });
    expect(ids(await list({ q: 'Pin order' }))).toEqual([old.announcementID, recent.announcementID]);
    const byBody = await create(c, { body: 'ลิฟต์ตัวที่ 3 หยุดซ่อม 100% (ชั่วคราว)', publishMode: 'NOW' });
    expect(ids(await list({ q: 'ลิฟต์ตัวที่ 3' }))).toEqual([byBody.announcementID]);
    expect(ids(await list({ q: '100%' }))).toEqual([byBody.announcementID]);
    expect(ids(await list({ q: 'Pin order', category: 'URGENT' }))).toEqual([]);
  });

  it('pages with lastKey through every post exactly once', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) made.push((await create(c, { title: `Paging ${i}` })).announcementID);
    const seen: string[] = [];
    let lastKey: string | undefined;
    do {
      const res = await list({ tab: 'DRAFT', q: 'Paging', limit: '3', ...(lastKey ? { lastKey } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...ids(res));
      lastKey = res.json().lastKey ?? undefined;
    } while (lastKey);
    expect(seen).toEqual([...made].reverse());
    expectRefusal(await list({ lastKey: 'garbage' }), 400, 'BAD_LAST_KEY');
    expectRefusal(await list({ tab: 'ARCHIVED' }), 400);
    expectRefusal(await list({ limit: '1000' }), 400, undefined, /at most 100/);
  });
});

describe('publish, unpublish, pin, delete', () => {
  const ref = (id: string) => ({ communityID: RIVERSIDE, announcementID: id });

  it('publishes a draft now or at a time, once', async () => {
    const now = await create(c);
    const res = await c.post('pmc', '/api/announcement/publish', ref(now.announcementID));
    expect(res.json().data.state).toBe('PUBLISHED');
    expectRefusal(
      await c.post('pmc', '/api/announcement/publish', ref(now.announcementID)),
      409,
      'ALREADY_PUBLISHED',
    );
    const later = await create(c);
    const at = hoursFromNow(2);
    const scheduled = await c.post('pmc', '/api/announcement/publish', {
      ...ref(later.announcementID),
      publishAt: at,
    });
    expect(scheduled.json().data).toMatchObject({ state: 'SCHEDULED', publishAt: at });
  });

  it('takes a post back to drafts, keeping its figures', async () => {
    const post = await create(c, { publishMode: 'NOW' });
    const res = await c.post('pmc', '/api/announcement/unpublish', ref(post.announcementID));
    expect(res.json().data).toMatchObject({ state: 'DRAFT', publishedAt: expect.any(String) });
    expectRefusal(
      await c.post('pmc', '/api/announcement/unpublish', ref(post.announcementID)),
      409,
      'NOT_PUBLISHED',
    );
  });

  it('pins and unpins', async () => {
    const post = await create(c);
    const pin = (pinned: boolean) =>
      c.post('pmc', '/api/announcement/pin', { ...ref(post.announcementID), pinned });
    expect((await pin(true)).json().data.pinned).toBe(true);
    expect((await pin(false)).json().data.pinned).toBe(false);
  });

  it('deletes softly: gone from lists and detail, kept in the table', async () => {
    const post = await create(c, { title: 'To delete', publishMode: 'NOW' });
    const res = await c.del('pmc', '/api/announcement/delete', ref(post.announcementID));
    expect(res.statusCode, res.body).toBe(200);
    expectRefusal(await detail(c, post.announcementID), 404);
    expect(ids(await list({ q: 'To delete' }))).toEqual([]);
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, post.announcementID));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expectRefusal(await c.del('pmc', '/api/announcement/delete', ref(post.announcementID)), 404);
  });
});
