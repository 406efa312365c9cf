import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildingIdOf, unitIdOf } from '../../test/lookups';
import { expectRefusal } from '../../test/refusal';
import type { TestApp } from '../../test/test-app';
import { type Client, create, ids, openAnnouncements, RIVERSIDE, type Who } from './announcement-test-kit';
import { announcements } from './tables';

let t: TestApp;
let c: Client;
let buildingA: string;
let buildingB: string;
beforeAll(async () => {
  ({ t, c } = await openAnnouncements());
  buildingA = await buildingIdOf(t, RIVERSIDE, 'อาคาร A');
  buildingB = await buildingIdOf(t, RIVERSIDE, 'อาคาร B');
});
afterAll(() => t?.close());

const ref = (id: string) => ({ communityID: RIVERSIDE, announcementID: id });
const feed = (who: Who, query: Record<string, string> = {}) =>
  c.get(who, '/api/announcement/resident/list', { communityID: RIVERSIDE, ...query });
const read = (who: Who, id: string) => c.get(who, '/api/announcement/resident/detail', ref(id));

/** Whether `who` finds the post in their list and can open it; both must agree. */
async function sees(who: Who, id: string, title: string) {
  const listed = ids(await feed(who, { q: title })).includes(id);
  const opened = (await read(who, id)).statusCode === 200;
  expect(listed, `${who}: list and read disagree`).toBe(opened);
  return listed;
}

describe('audience targeting', () => {
  // resident lives in A-0304 (building A, floor 3); committee in B-0801 (building B, floor 8).
  it.each([
    ['everyone', () => ({ kind: 'ALL' }), { resident: true, committee: true, guard: true }],
    [
      'building A',
      () => ({ kind: 'BUILDINGS', buildingIDs: [buildingA] }),
      { resident: true, committee: false },
    ],
    [
      'floor 8 of B',
      () => ({ kind: 'FLOORS', floors: [{ buildingID: buildingB, floor: 8 }] }),
      { resident: false, committee: true },
    ],
    [
      'floor 4 of A',
      () => ({ kind: 'FLOORS', floors: [{ buildingID: buildingA, floor: 4 }] }),
      { resident: false, committee: false },
    ],
  ] as const)('a post for %s reaches exactly its residents', async (name, audience, expected) => {
    const title = `Targeting ${name}`;
    const post = await create(c, { title, audience: audience(), publishMode: 'NOW' });
    for (const [who, yes] of Object.entries(expected))
      expect(await sees(who as Who, post.announcementID, title), who).toBe(yes);
  });

  it('a post for one unit reaches that unit only, and a unit outside it cannot read or thank it', async () => {
    const title = 'Targeting unit A-0304';
    const unit = await unitIdOf(t, RIVERSIDE, 'A-0304');
    const post = await create(c, { title, audience: { kind: 'UNITS', unitIDs: [unit] }, publishMode: 'NOW' });
    expect(await sees('resident', post.announcementID, title)).toBe(true);
    expect(await sees('committee', post.announcementID, title)).toBe(false);
    expectRefusal(await read('committee', post.announcementID), 404, 'ANNOUNCEMENT_NOT_FOUND');
    expectRefusal(await c.post('committee', '/api/announcement/thank', ref(post.announcementID)), 404);
  });

  it('shows only published posts that have not expired', async () => {
    const title = 'Lifecycle';
    const draft = await create(c, { title });
    const scheduled = await create(c, {
      title,
      publishMode: 'SCHEDULE',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const expired = await create(c, { title, publishMode: 'NOW' });
    await t.db
      .update(announcements)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(announcements.id, expired.announcementID));
    const unpublished = await create(c, { title, publishMode: 'NOW' });
    await c.post('pmc', '/api/announcement/unpublish', ref(unpublished.announcementID));
    const deleted = await create(c, { title, publishMode: 'NOW' });
    await c.del('pmc', '/api/announcement/delete', ref(deleted.announcementID));
    const live = await create(c, { title, publishMode: 'NOW' });
    expect(ids(await feed('resident', { q: title }))).toEqual([live.announcementID]);
    for (const gone of [draft, scheduled, expired, unpublished, deleted])
      expectRefusal(await read('resident', gone.announcementID), 404);
  });
});

describe('reading and thanking', () => {
  it('counts every view and each reader once, and shows the reach to staff', async () => {
    const title = 'Counting reads';
    const post = await create(c, { title, publishMode: 'NOW' });
    const first = await read('resident', post.announcementID);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ title, body: expect.any(String), readByMe: true, thanks: 0 });
    await read('resident', post.announcementID);
    await read('committee', post.announcementID);
    const stats = (await c.get('pmc', '/api/announcement/detail', ref(post.announcementID))).json().data
      .stats;
    expect(stats).toMatchObject({ views: 3, uniqueReaders: 2 });
    expect(stats.reach).toBeCloseTo(2 / stats.audienceSize, 4);
    const [item] = (await feed('resident', { q: title })).json().items;
    expect(item).toMatchObject({ readByMe: true, thankedByMe: false });
    expect((await feed('guard', { q: title })).json().items[0].readByMe).toBe(false);
  });

  it('takes one thank per person, and takes it back', async () => {
    const post = await create(c, { title: 'Thanks', publishMode: 'NOW' });
    const thank = (who: Who) => c.post(who, '/api/announcement/thank', ref(post.announcementID));
    const unthank = (who: Who) => c.del(who, '/api/announcement/thank', ref(post.announcementID));
    expect((await thank('resident')).json().data).toEqual({ thanks: 1, thankedByMe: true });
    expect((await thank('resident')).json().data).toEqual({ thanks: 1, thankedByMe: true });
    expect((await thank('committee')).json().data).toEqual({ thanks: 2, thankedByMe: true });
    expect((await unthank('resident')).json().data).toEqual({ thanks: 1, thankedByMe: false });
    expect((await unthank('resident')).json().data).toEqual({ thanks: 1, thankedByMe: false });
    expect((await feed('committee', { q: 'Thanks' })).json().items[0]).toMatchObject({
      thanks: 1,
      thankedByMe: true,
    });
    const stats = (await c.get('pmc', '/api/announcement/detail', ref(post.announcementID))).json().data
      .stats;
    expect(stats.thanks).toBe(1);
  });

  it('lists pinned posts first, then the newest, a page at a time', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push(
        (await create(c, { title: `Feed page ${i}`, publishMode: 'NOW', pinned: i === 1 })).announcementID,
      );
    const seen: string[] = [];
    let lastKey: string | undefined;
    do {
      const res = await feed('resident', { q: 'Feed page', limit: '2', ...(lastKey ? { lastKey } : {}) });
      seen.push(...ids(res));
      lastKey = res.json().lastKey ?? undefined;
    } while (lastKey);
    expect(seen).toEqual([made[1], made[4], made[3], made[2], made[0]]);
    expectRefusal(await feed('resident', { lastKey: 'nope' }), 400, 'BAD_LAST_KEY');
  });

  it('refuses a malformed post id with a 400', async () => {
    expectRefusal(await read('resident', 'not-an-id'), 400, undefined, /announcementID is not valid/);
  });
});
