import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { setFeature } from '../../platform/tenancy/community-setup';
import { setPermission } from '../../platform/tenancy/permissions';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import type { TestApp } from '../../test/test-app';
import {
  type Client,
  create,
  ids,
  newPost,
  openAnnouncements,
  RIVERSIDE,
  VILLAGE,
} from './announcement-test-kit';
import { announcements } from './tables';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  ({ t, c } = await openAnnouncements());
});
afterAll(() => t?.close());

const ref = (id: string, community = RIVERSIDE) => ({ communityID: community, announcementID: id });

describe('who may write, publish and manage', () => {
  it('refuses residents and guards every staff operation, writing nothing', async () => {
    const post = await create(c, { publishMode: 'NOW' });
    const before = await countRows(t.db, announcements);
    for (const who of ['resident', 'guard'] as const) {
      expectRefusal(await c.post(who, '/api/announcement/create', newPost()), 403, 'PERMISSION_DENIED');
      expectRefusal(
        await c.put(who, '/api/announcement/update', { ...ref(post.announcementID), title: 'x' }),
        403,
        'PERMISSION_DENIED',
      );
      expectRefusal(
        await c.get(who, '/api/announcement/list', { communityID: RIVERSIDE }),
        403,
        'PERMISSION_DENIED',
      );
      expectRefusal(await c.get(who, '/api/announcement/detail', ref(post.announcementID)), 403);
      expectRefusal(await c.post(who, '/api/announcement/unpublish', ref(post.announcementID)), 403);
      expectRefusal(
        await c.post(who, '/api/announcement/pin', { ...ref(post.announcementID), pinned: true }),
        403,
      );
      expectRefusal(await c.del(who, '/api/announcement/delete', ref(post.announcementID)), 403);
      expectRefusal(await c.get(who, '/api/announcement/summary', { communityID: RIVERSIDE }), 403);
      expectRefusal(await c.get(who, '/api/report/announcement/history', { communityID: RIVERSIDE }), 403);
    }
    expect(await countRows(t.db, announcements)).toBe(before);
    expect(
      (await c.get('guard', '/api/announcement/resident/list', { communityID: RIVERSIDE })).statusCode,
    ).toBe(200);
  });

  it('lets the committee (approve, no write) see and publish drafts, but not write them', async () => {
    const draft = await create(c, { title: 'Awaiting the committee' });
    expectRefusal(await c.post('committee', '/api/announcement/create', newPost()), 403, 'PERMISSION_DENIED');
    const drafts = await c.get('committee', '/api/announcement/list', {
      communityID: RIVERSIDE,
      tab: 'DRAFT',
    });
    expect(ids(drafts)).toContain(draft.announcementID);
    const published = await c.post('committee', '/api/announcement/publish', ref(draft.announcementID));
    expect(published.json().data.state).toBe('PUBLISHED');
    expectRefusal(
      await c.put('committee', '/api/announcement/update', { ...ref(draft.announcementID), title: 'x' }),
      403,
    );
  });

  it('keeps a writer without approve to drafts', async () => {
    // The village's matrix takes approve away from PMC staff: they write, someone else publishes.
    // Through the platform's own setter, which every instance hears of (the guard keeps the matrix).
    await setPermission(t.db, VILLAGE, 'PMC', 'ANNOUNCEMENT:approve', false);
    onTestFinished(() => setPermission(t.db, VILLAGE, 'PMC', 'ANNOUNCEMENT:approve', true));
    const draft = await create(c, { communityID: VILLAGE });
    expect(draft.state).toBe('DRAFT');
    const before = await countRows(t.db, announcements);
    const now = await c.post(
      'pmc',
      '/api/announcement/create',
      newPost({ communityID: VILLAGE, publishMode: 'NOW' }),
    );
    expectRefusal(now, 403, 'PERMISSION_DENIED', /not publish/);
    expect(await countRows(t.db, announcements)).toBe(before);
    const put = (body: object) =>
      c.put('pmc', '/api/announcement/update', { ...ref(draft.announcementID, VILLAGE), ...body });
    expectRefusal(await put({ publishMode: 'NOW' }), 403);
    expect((await put({ title: 'Still a draft' })).json().data.title).toBe('Still a draft');
    expectRefusal(await c.post('pmc', '/api/announcement/publish', ref(draft.announcementID, VILLAGE)), 403);
    const live = await create(c, { communityID: VILLAGE, publishMode: 'NOW' }, 'admin');
    expectRefusal(
      await c.put('pmc', '/api/announcement/update', { ...ref(live.announcementID, VILLAGE), title: 'x' }),
      403,
    );
    expectRefusal(await c.del('pmc', '/api/announcement/delete', ref(live.announcementID, VILLAGE)), 403);
    expect(
      (await c.del('pmc', '/api/announcement/delete', ref(draft.announcementID, VILLAGE))).statusCode,
    ).toBe(200);
    expect((await c.get('pmc', '/api/announcement/list', { communityID: VILLAGE })).statusCode).toBe(200);
  });

  it('closes every operation when the feature is off for the community', async () => {
    await setFeature(t.db, VILLAGE, 'ANNOUNCEMENT', false);
    try {
      expectRefusal(
        await c.post('admin', '/api/announcement/create', newPost({ communityID: VILLAGE })),
        403,
        'FEATURE_DISABLED',
      );
      expectRefusal(
        await c.get('resident', '/api/announcement/resident/list', { communityID: VILLAGE }),
        403,
        'FEATURE_DISABLED',
      );
    } finally {
      await setFeature(t.db, VILLAGE, 'ANNOUNCEMENT', true);
    }
  });
});

describe('tenant isolation', () => {
  it('never shows or changes a post through another community', async () => {
    const post = await create(c, { title: 'Riverside only', publishMode: 'NOW' });
    const id = post.announcementID;
    // PMC belongs to both: the village's name for the post finds nothing.
    expectRefusal(await c.get('pmc', '/api/announcement/detail', ref(id, VILLAGE)), 404);
    expectRefusal(await c.put('pmc', '/api/announcement/update', { ...ref(id, VILLAGE), title: 'x' }), 404);
    expectRefusal(await c.post('pmc', '/api/announcement/unpublish', ref(id, VILLAGE)), 404);
    expectRefusal(await c.post('pmc', '/api/announcement/pin', { ...ref(id, VILLAGE), pinned: true }), 404);
    expectRefusal(await c.del('pmc', '/api/announcement/delete', ref(id, VILLAGE)), 404);
    expect(
      ids(await c.get('pmc', '/api/announcement/list', { communityID: VILLAGE, q: 'Riverside only' })),
    ).toEqual([]);
    // The resident lives in both: the post shows in the riverside list only.
    expect(
      ids(await c.get('resident', '/api/announcement/resident/list', { communityID: VILLAGE })),
    ).not.toContain(id);
    expectRefusal(await c.get('resident', '/api/announcement/resident/detail', ref(id, VILLAGE)), 404);
    expectRefusal(await c.post('resident', '/api/announcement/thank', ref(id, VILLAGE)), 404);
    // The guard is no member of the village at all.
    expectRefusal(
      await c.get('guard', '/api/announcement/resident/list', { communityID: VILLAGE }),
      403,
      'FORBIDDEN',
    );
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({
      title: 'Riverside only',
      pinned: false,
      deletedAt: null,
      status: 'PUBLISHED',
    });
  });

  it('answers the same 404 for another community’s post as for none', async () => {
    const villagePost = await create(c, { communityID: VILLAGE, publishMode: 'NOW' });
    const foreign = await c.get('pmc', '/api/announcement/detail', ref(villagePost.announcementID));
    const none = await c.get('pmc', '/api/announcement/detail', ref(crypto.randomUUID()));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(none.json());
  });
});
