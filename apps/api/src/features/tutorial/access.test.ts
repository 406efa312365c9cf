import { TUTORIAL_TITLE_MAX } from '@cc/contracts/tutorial';
import { eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { tutorialItems, tutorialProgress } from './tables';

const LIST = '/api/tutorial/list';
const DETAIL = '/api/tutorial/detail';
const CREATE = '/api/tutorial/create';
const UPDATE = '/api/tutorial/update';
const DELETE = '/api/tutorial/delete';
const PROGRESS = '/api/tutorial/progress';
const PROGRESS_LIST = '/api/tutorial/progress/list';

const titles = (res: { json: () => { items: { title: string }[] } }) => res.json().items.map((i) => i.title);

describe('tutorial access and tenancy', () => {
  apiTest(
    "a community reads its own and the operator's items, never another community's",
    async ({ api, community }) => {
      const other = await newCommunity(api, { name: 'Other' });
      const tag = crypto.randomUUID().slice(0, 8);
      const [mine] = await api.db
        .insert(tutorialItems)
        .values({ communityId: community.id, kind: 'GUIDE', title: `mine ${tag}`, body: '<p>x</p>' })
        .returning();
      const [theirs] = await api.db
        .insert(tutorialItems)
        .values({ communityId: other.id, kind: 'GUIDE', title: `theirs ${tag}`, body: '<p>x</p>' })
        .returning();
      await api.db
        .insert(tutorialItems)
        .values({ communityId: null, kind: 'VIDEO', title: `shared ${tag}`, youtubeId: 'aqz-KE-bpKQ' });
      const staff = await community.member('PMC');
      const resident = await community.member('RESIDENT');

      for (const who of [staff, resident]) {
        const list = await who.call('GET', LIST, { query: { communityID: community.id, search: tag } });
        expect(list.statusCode, list.body).toBe(200);
        expect(titles(list).sort()).toEqual([`mine ${tag}`, `shared ${tag}`]);
      }
      const one = await resident.call('GET', DETAIL, {
        query: { communityID: community.id, itemID: mine!.id },
      });
      expect(one.json().data).toMatchObject({ title: `mine ${tag}`, shared: false, body: '<p>x</p>' });

      expectRefusal(await staff.call('GET', LIST, { query: { communityID: other.id } }), 403);
      expectRefusal(
        await staff.call('GET', DETAIL, { query: { communityID: community.id, itemID: theirs!.id } }),
        404,
        'TUTORIAL_ITEM_NOT_FOUND',
      );
      for (const [path, body] of [
        [UPDATE, { itemID: theirs!.id, title: 'mine now' }],
        [DELETE, { itemID: theirs!.id }],
        [PROGRESS, { itemID: theirs!.id, percent: 50 }],
      ] as const)
        expectRefusal(
          await staff.call('POST', path, { body: { communityID: community.id, ...body } }),
          404,
          'TUTORIAL_ITEM_NOT_FOUND',
        );
      expectRefusal(
        await staff.call('GET', PROGRESS_LIST, { query: { communityID: community.id, itemID: theirs!.id } }),
        404,
        'TUTORIAL_ITEM_NOT_FOUND',
      );
    },
  );

  apiTest(
    'refuses the signed-out, residents writing, and bad input in the caller language',
    async ({ api, community }) => {
      const signedOut = await api.app.inject({
        method: 'GET',
        url: LIST,
        query: { communityID: community.id },
      });
      expect(signedOut.statusCode).toBe(401);
      const staff = await community.member('PMC');
      const resident = await community.member('RESIDENT');
      expectRefusal(
        await staff.call('GET', DETAIL, {
          query: { communityID: community.id, itemID: 'not-an-id' },
          headers: { 'accept-language': 'th' },
        }),
        400,
      );
      expectRefusal(
        await resident.call('POST', CREATE, {
          body: { communityID: community.id, kind: 'GUIDE', title: 'x', body: '<p>x</p>' },
        }),
        403,
      );
      expectRefusal(
        await staff.call('GET', LIST, { query: { communityID: community.id, lastKey: 'garbage' } }),
        400,
        'BAD_LAST_KEY',
      );
      const th = expectRefusal(
        await staff.call('POST', CREATE, {
          body: { communityID: community.id, kind: 'GUIDE', title: 'ว่าง', body: '<script>alert(1)</script>' },
          headers: { 'accept-language': 'th' },
        }),
        400,
        'TUTORIAL_CONTENT_MISSING',
      );
      expect(th.message).toMatch(/คู่มือ/);
      const rows = await api.db
        .select()
        .from(tutorialItems)
        .where(eq(tutorialItems.communityId, community.id));
      expect(rows).toEqual([]);
    },
  );
});

describe('tutorial writes', () => {
  apiTest(
    'staff add each kind; what a kind needs is checked; nothing is saved on a refusal',
    async ({ api, community }) => {
      const staff = await community.member('PMC');
      const send = (path: string, body: object) =>
        staff.call('POST', path, { body: { communityID: community.id, ...body } });

      const video = await send(CREATE, {
        kind: 'VIDEO',
        title: '  Lobby tour  ',
        youtube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3',
        lang: 'en',
      });
      expect(video.statusCode, video.body).toBe(200);
      expect(video.json().data).toMatchObject({
        kind: 'VIDEO',
        title: 'Lobby tour',
        youtubeID: 'aqz-KE-bpKQ',
        lang: 'en',
      });

      const guide = await send(CREATE, {
        kind: 'GUIDE',
        title: 'Guide',
        body: '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:x"><a href="javascript:y">l</a></p>',
      });
      expect(guide.statusCode, guide.body).toBe(200);
      const body = guide.json().data.body as string;
      expect(body).toContain('Hi');
      expect(body).not.toMatch(/script|onclick|javascript/i);

      expectRefusal(await send(CREATE, { kind: 'VIDEO', title: 'none' }), 400, 'TUTORIAL_CONTENT_MISSING');
      expectRefusal(await send(CREATE, { kind: 'PR', title: 'no file' }), 400, 'TUTORIAL_CONTENT_MISSING');
      expectRefusal(
        await send(CREATE, { kind: 'GUIDE', title: 'g', body: '<p>x</p>', youtube: 'aqz-KE-bpKQ' }),
        400,
        'TUTORIAL_WRONG_SOURCE',
      );
      expectRefusal(await send(CREATE, { kind: 'VIDEO', title: 'v', youtube: 'not a link' }), 400);
      expectRefusal(await send(CREATE, { kind: 'GUIDE', title: ' ', body: '<p>x</p>' }), 400);
      expectRefusal(
        await send(CREATE, { kind: 'GUIDE', title: 'x'.repeat(TUTORIAL_TITLE_MAX + 1), body: '<p>x</p>' }),
        400,
      );
      expectRefusal(
        await send(CREATE, { kind: 'PR', title: 'stolen', fileKey: 'private/c-other/tutorials/abc.pdf' }),
        400,
        'TUTORIAL_FILE_NOT_OURS',
      );
      const rows = await api.db
        .select()
        .from(tutorialItems)
        .where(eq(tutorialItems.communityId, community.id));
      expect(rows.map((r) => r.title).sort()).toEqual(['Guide', 'Lobby tour']);

      const { itemID } = video.json().data;
      const renamed = await send(UPDATE, { itemID, title: 'Lobby tour 2', youtube: 'ScMzIvxBSi4' });
      expect(renamed.json().data).toMatchObject({ title: 'Lobby tour 2', youtubeID: 'ScMzIvxBSi4' });
      expectRefusal(await send(UPDATE, { itemID, body: '<p>text</p>' }), 400, 'TUTORIAL_WRONG_SOURCE');
    },
  );

  apiTest(
    "archive keeps the row and its progress; the operator's items are read-only here",
    async ({ api, community }) => {
      const staff = await community.member('PMC');
      const resident = await community.member('RESIDENT');
      const send = (path: string, body: object) =>
        staff.call('POST', path, { body: { communityID: community.id, ...body } });
      const created = await send(CREATE, { kind: 'GUIDE', title: 'Old guide', body: '<p>x</p>' });
      const { itemID } = created.json().data;
      const read = await resident.call('POST', PROGRESS, {
        body: { communityID: community.id, itemID, percent: 100 },
      });
      expect(read.json().data.completedAt).not.toBeNull();

      const archived = await send(DELETE, { itemID });
      expect(archived.json().data.archived).toBe(true);
      expect((await send(DELETE, { itemID })).json().data.archived).toBe(true);
      const list = await staff.call('GET', LIST, { query: { communityID: community.id } });
      expect(titles(list)).not.toContain('Old guide');
      const [row] = await api.db.select().from(tutorialItems).where(eq(tutorialItems.id, itemID));
      expect(row!.archivedAt).not.toBeNull();
      expect(
        await api.db.select().from(tutorialProgress).where(eq(tutorialProgress.itemId, itemID)),
      ).toHaveLength(1);
      expectRefusal(await send(UPDATE, { itemID, title: 'again' }), 409, 'TUTORIAL_ITEM_ARCHIVED');

      const [shared] = await api.db
        .insert(tutorialItems)
        .values({ communityId: null, kind: 'VIDEO', title: 'Operator clip', youtubeId: 'aqz-KE-bpKQ' })
        .returning();
      expectRefusal(await send(UPDATE, { itemID: shared!.id, title: 'ours' }), 409, 'TUTORIAL_ITEM_SHARED');
      expectRefusal(await send(DELETE, { itemID: shared!.id }), 409, 'TUTORIAL_ITEM_SHARED');
    },
  );

  apiTest('progress only grows, is per member, and staff see who watched', async ({ community }) => {
    const staff = await community.member('PMC');
    const a = await community.member('RESIDENT');
    const b = await community.member('RESIDENT');
    const created = await staff.call('POST', CREATE, {
      body: { communityID: community.id, kind: 'VIDEO', title: 'Clip', youtube: 'aqz-KE-bpKQ' },
    });
    const { itemID } = created.json().data;
    const report = (who: typeof a, percent: number, positionSeconds = 0) =>
      who.call('POST', PROGRESS, { body: { communityID: community.id, itemID, percent, positionSeconds } });

    expect((await report(a, 40, 12)).json().data).toMatchObject({ percent: 40, completedAt: null });
    expect((await report(a, 20, 6)).json().data.percent).toBe(40);
    expect((await report(a, 95, 30)).json().data.completedAt).not.toBeNull();
    expect((await report(b, 10)).json().data.percent).toBe(10);
    expectRefusal(await report(b, 101), 400);

    const mine = await a.call('GET', DETAIL, { query: { communityID: community.id, itemID } });
    expect(mine.json().data.myPercent).toBe(95);
    const list = await staff.call('GET', LIST, { query: { communityID: community.id, kind: 'VIDEO' } });
    expect(list.json().items[0]).toMatchObject({ viewers: 2, finished: 1, myPercent: null });
    const who = await staff.call('GET', PROGRESS_LIST, { query: { communityID: community.id, itemID } });
    expect(who.statusCode, who.body).toBe(200);
    expect(who.json().items.map((r: { userID: string; percent: number }) => [r.userID, r.percent])).toEqual([
      [a.userId, 95],
      [b.userId, 10],
    ]);
    expectRefusal(await a.call('GET', PROGRESS_LIST, { query: { communityID: community.id, itemID } }), 403);
  });

  apiTest('pages by lastKey, filters by kind and language', async ({ community }) => {
    const staff = await community.member('PMC');
    for (let i = 0; i < 5; i++)
      await staff.call('POST', CREATE, {
        body: {
          communityID: community.id,
          kind: 'GUIDE',
          title: `G${i}`,
          body: '<p>x</p>',
          lang: i < 2 ? 'en' : 'th',
        },
      });
    const seen: string[] = [];
    let lastKey: string | undefined;
    do {
      const page = await staff.call('GET', LIST, {
        query: { communityID: community.id, kind: 'GUIDE', limit: 2, lastKey },
      });
      seen.push(...titles(page));
      lastKey = page.json().lastKey ?? undefined;
    } while (lastKey);
    expect(seen).toEqual(['G4', 'G3', 'G2', 'G1', 'G0']);
    const en = await staff.call('GET', LIST, { query: { communityID: community.id, lang: 'en' } });
    expect(titles(en)).toEqual(['G1', 'G0']);
    const videos = await staff.call('GET', LIST, { query: { communityID: community.id, kind: 'VIDEO' } });
    expect(titles(videos).filter((t) => t.startsWith('G'))).toEqual([]);
  });

  apiTest('a new tutorial notifies the staff, and the click opens it', async ({ api, community }) => {
    const staff = await community.member('PMC');
    const resident = await community.member('RESIDENT');
    const notify = vi.spyOn(api.app.services, 'notify');
    try {
      const created = await staff.call('POST', CREATE, {
        body: { communityID: community.id, kind: 'GUIDE', title: 'New guide', body: '<p>x</p>' },
      });
      const { itemID } = created.json().data;
      expect(notify).toHaveBeenCalledWith(
        community.id,
        { kind: 'staff' },
        expect.objectContaining({ featureEnum: 'TUTORIAL', target: `/dashboard/tutorial?open=${itemID}` }),
      );
      const read = await resident.call('POST', PROGRESS, {
        body: { communityID: community.id, itemID, percent: 10 },
      });
      expect(read.statusCode).toBe(200);
      expect(notify).toHaveBeenCalledTimes(1);
    } finally {
      notify.mockRestore();
    }
  });

  apiTest('tells the consoles of the managers when an item changes', async ({ api, community }) => {
    const staff = await community.member('PMC');
    const publish = vi.spyOn(api.app.services.realtime, 'publish');
    try {
      const created = await staff.call('POST', CREATE, {
        body: { communityID: community.id, kind: 'GUIDE', title: 'live', body: '<p>x</p>' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const changes = publish.mock.calls
        .flatMap(([, deliveries]) => deliveries)
        .filter((d) => d.event.type === 'changed');
      expect(changes.map((d) => d.event)).toEqual([{ type: 'changed', featureEnum: 'TUTORIAL', ids: [] }]);
      expect(changes[0]!.userIds).toContain(staff.userId);
    } finally {
      publish.mockRestore();
    }
  });
});
