import { SUGGESTION_TEXT_MAX, SUGGESTION_TITLE_MAX } from '@cc/contracts/suggestion-records';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { suggestionKit } from './suggestion-test-kit';
import { suggestions } from './tables';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('suggestion operations, roles and tenancy', () => {
  apiTest('every operation answers its caller: resident, committee and office', async ({ community }) => {
    const k = await suggestionKit(community);
    const made = await k.write();
    expect(made).toMatchObject({ state: 'NEW', version: 1, author: { unitNo: 'A-0101' }, anonymous: false });
    const id = made.suggestionID;
    const my = await k.get(k.resident, '/api/suggestion/my');
    expect(my.json().items.map((i: { suggestionID: string }) => i.suggestionID)).toEqual([id]);
    expect((await k.get(k.neighbour, '/api/suggestion/my')).json().items).toEqual([]);
    for (const who of [k.committee, k.staff]) {
      expect((await k.get(who, '/api/suggestion/list', { state: 'NEW' })).json().items).toHaveLength(1);
      expect((await k.get(who, '/api/suggestion/count')).json().data).toMatchObject({ NEW: 1, DONE: 0 });
      expect((await k.get(who, '/api/suggestion/info', { suggestionID: id })).json().data.title).toBe(
        made.title,
      );
      expect((await k.get(who, '/api/suggestion/excel')).rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    const replied = await k.post(k.staff, '/api/suggestion/reply', {
      suggestionID: id,
      version: 1,
      text: 'รับเรื่องครับ',
    });
    expect(replied.json().data).toMatchObject({ reply: 'รับเรื่องครับ', version: 2 });
    const set = await k.put(k.staff, '/api/suggestion/setting', {
      categories: ['ทั่วไป', 'สระว่ายน้ำ'],
      allowAnonymous: false,
      autoAckText: '',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await k.get(k.resident, '/api/suggestion/setting')).json().data.categories).toEqual([
      'ทั่วไป',
      'สระว่ายน้ำ',
    ]);
    const mail = await k.put(k.staff, '/api/suggestion/setting/email', {
      mode: 'DIGEST',
      recipients: [{ category: 'สระว่ายน้ำ', addresses: ['Pool@Example.test'] }],
    });
    expect(mail.json().data).toEqual({
      mode: 'DIGEST',
      recipients: [{ category: 'สระว่ายน้ำ', addresses: ['pool@example.test'] }],
    });
    expect((await k.get(k.staff, '/api/suggestion/setting/email')).json().data.mode).toBe('DIGEST');

    // Residents neither read others' nor act; the committee reads but does not act or set.
    expectRefusal(await k.get(k.resident, '/api/suggestion/list'), 403);
    expectRefusal(await k.get(k.resident, '/api/suggestion/excel'), 403);
    expectRefusal(
      await k.get(k.neighbour, '/api/suggestion/info', { suggestionID: id }),
      404,
      'SUGGESTION_NOT_FOUND',
    );
    for (const who of [k.resident, k.committee]) {
      expectRefusal(
        await k.post(who, '/api/suggestion/status/update', {
          suggestionID: id,
          version: 2,
          state: 'ACKNOWLEDGED',
        }),
        403,
      );
      expectRefusal(
        await k.post(who, '/api/suggestion/reply', { suggestionID: id, version: 2, text: 'x' }),
        403,
      );
      expectRefusal(await k.post(who, '/api/suggestion/delete', { suggestionID: id, reason: 'x' }), 403);
      expectRefusal(
        await k.put(who, '/api/suggestion/setting', {
          categories: ['x'],
          allowAnonymous: true,
          autoAckText: '',
        }),
        403,
      );
      expectRefusal(await k.get(who, '/api/suggestion/setting/email'), 403);
    }
    expectRefusal(
      await k.post(k.committee, '/api/suggestion/create', { category: 'ทั่วไป', title: 'x', text: 'y' }),
      403,
    );
  });

  apiTest('bad input: 400 in the caller language, nothing saved', async ({ api, community }) => {
    const k = await suggestionKit(community);
    const th = { 'accept-language': 'th' };
    const create = (body: object) =>
      k.resident.call('POST', '/api/suggestion/create', {
        body: { communityID: community.id, ...body },
        headers: th,
      });
    const good = { category: 'ทั่วไป', title: 'หัวข้อ', text: 'ข้อความ' };
    expectRefusal(await create({ ...good, title: ' ' }), 400);
    expectRefusal(await create({ ...good, title: 'ก'.repeat(SUGGESTION_TITLE_MAX + 1) }), 400);
    expectRefusal(await create({ ...good, text: 'ก'.repeat(SUGGESTION_TEXT_MAX + 1) }), 400);
    expectRefusal(
      await create({ ...good, category: 'ไม่มีหมวดนี้' }),
      400,
      'SUGGESTION_UNKNOWN_CATEGORY',
      /ไม่มีหมวด/,
    );
    expectRefusal(await create({ ...good, unitID: crypto.randomUUID() }), 400, 'SUGGESTION_NOT_YOUR_UNIT');
    const four = multipart({ category: 'ทั่วไป', title: 'รูป', text: 'สี่รูป' }, {});
    const noPhotos = await k.resident.call('POST', '/api/suggestion/create', {
      query: { communityID: community.id },
      payload: Buffer.concat([four.payload]),
      headers: { ...four.headers, ...th },
    });
    expect(noPhotos.statusCode, noPhotos.body).toBe(200); // a form without photos is fine
    const notImage = multipart(
      { category: 'ทั่วไป', title: 'ไฟล์', text: 'ไม่ใช่รูป' },
      { photo: { name: 'a.png', bytes: Buffer.from('not an image at all') } },
    );
    expectRefusal(
      await k.resident.call('POST', '/api/suggestion/create', {
        query: { communityID: community.id },
        payload: notImage.payload,
        headers: { ...notImage.headers, ...th },
      }),
      400,
    );
    expectRefusal(
      await k.get(k.staff, '/api/suggestion/filter-by-date', { from: '2026-02-01', to: '2026-01-01' }),
      400,
      'SUGGESTION_RANGE_BACKWARDS',
    );
    expectRefusal(await k.get(k.staff, '/api/suggestion/filter-by-date', { from: '2026-01-01' }), 400);
    expectRefusal(await k.get(k.staff, '/api/suggestion/info', { suggestionID: 'nope' }), 400);
    expectRefusal(
      await k.put(k.staff, '/api/suggestion/setting', {
        categories: ['ก', 'ก'],
        allowAnonymous: true,
        autoAckText: '',
      }),
      400,
      'SUGGESTION_DUPLICATE_CATEGORY',
    );
    expectRefusal(
      await k.put(k.staff, '/api/suggestion/setting/email', { mode: 'WEEKLY', recipients: [] }),
      400,
    );
    expectRefusal(
      await k.put(k.staff, '/api/suggestion/setting/email', {
        mode: 'INSTANT',
        recipients: [{ category: 'ทั่วไป', addresses: ['nope'] }],
      }),
      400,
    );
    const rows = await api.db.select().from(suggestions).where(eq(suggestions.communityId, community.id));
    expect(rows.map((r) => r.title)).toEqual(['รูป']);
  });

  apiTest('up to 3 photos, checked on the bytes, private behind signed links', async ({ community }) => {
    const k = await suggestionKit(community);
    const form = (n: number) => {
      const f = multipart({ category: 'ทั่วไป', title: 'รูป', text: 'มีรูป' }, {});
      const photos = Array.from({ length: n }, () => multipart({}, { photo: { name: 'p.png', bytes: PNG } }));
      // One body with n photo parts: rebuild with a shared boundary.
      const boundary = f.headers['content-type'].split('boundary=')[1]!;
      const parts = photos.map((p) => {
        const b = p.headers['content-type'].split('boundary=')[1]!;
        return p.payload.toString('latin1').replaceAll(b, boundary).replace(`--${boundary}--\r\n`, '');
      });
      const body = f.payload
        .toString('latin1')
        .replace(`--${boundary}--\r\n`, `${parts.join('')}--${boundary}--\r\n`);
      return { payload: Buffer.from(body, 'latin1'), headers: f.headers };
    };
    const send = (n: number) =>
      k.resident.call('POST', '/api/suggestion/create', {
        query: { communityID: community.id },
        ...form(n),
      });
    const three = await send(3);
    expect(three.statusCode, three.body).toBe(200);
    const photos = three.json().data.photos as { url: string }[];
    expect(photos).toHaveLength(3);
    expect(photos[0]!.url).toMatch(/sig|token|expires/i);
    expectRefusal(await send(4), 400);
  });

  apiTest('anonymous only where allowed; the setting turns it off', async ({ community }) => {
    const k = await suggestionKit(community);
    const anon = await k.write({ anonymous: true });
    expect(anon).toMatchObject({ anonymous: true, author: null });
    await k.put(k.staff, '/api/suggestion/setting', {
      categories: ['ทั่วไป'],
      allowAnonymous: false,
      autoAckText: '',
    });
    expectRefusal(
      await k.post(k.resident, '/api/suggestion/create', {
        category: 'ทั่วไป',
        title: 'x',
        text: 'y',
        anonymous: true,
      }),
      403,
      'SUGGESTION_ANONYMOUS_OFF',
    );
  });

  apiTest(
    'the auto-acknowledge text acknowledges a new one at once and answers its author',
    async ({ community }) => {
      const k = await suggestionKit(community);
      await k.put(k.staff, '/api/suggestion/setting', {
        categories: ['ทั่วไป'],
        allowAnonymous: true,
        autoAckText: 'ได้รับแล้ว จะตอบภายใน 3 วัน',
      });
      const made = await k.write();
      expect(made).toMatchObject({ state: 'ACKNOWLEDGED', reply: 'ได้รับแล้ว จะตอบภายใน 3 วัน' });
      expect(made.timeline.map((e) => e.action)).toEqual(['CREATE', 'AUTO_ACKNOWLEDGE']);
    },
  );

  apiTest(
    'another community: its IDs answer as unknown, its lists are not reachable',
    async ({ api, community }) => {
      const k = await suggestionKit(community);
      const otherKit = await suggestionKit(await newCommunity(api, { name: 'Other' }));
      const theirs = await otherKit.write({ title: 'ของโครงการอื่น' });
      const mine = await k.write();
      const id = theirs.suggestionID;
      expectRefusal(
        await k.get(k.staff, '/api/suggestion/info', { suggestionID: id }),
        404,
        'SUGGESTION_NOT_FOUND',
      );
      for (const [url, body] of [
        ['/api/suggestion/status/update', { suggestionID: id, version: 1, state: 'ACKNOWLEDGED' }],
        ['/api/suggestion/reply', { suggestionID: id, version: 1, text: 'x' }],
        ['/api/suggestion/delete', { suggestionID: id, reason: 'x' }],
      ] as const)
        expectRefusal(await k.post(k.staff, url, body), 404, 'SUGGESTION_NOT_FOUND');
      expectRefusal(
        await k.post(k.resident, '/api/suggestion/withdraw', { suggestionID: id }),
        404,
        'SUGGESTION_NOT_FOUND',
      );
      const list = await k.get(k.staff, '/api/suggestion/list');
      expect(list.json().items.map((i: { suggestionID: string }) => i.suggestionID)).toEqual([
        mine.suggestionID,
      ]);
      expectRefusal(await otherKit.get(k.staff, '/api/suggestion/list'), 403);
      expect(
        (await otherKit.get(otherKit.staff, '/api/suggestion/info', { suggestionID: id })).json().data.state,
      ).toBe('NEW');
    },
  );

  apiTest('list pages by keyset and filter-by-date counts Bangkok days', async ({ api, community }) => {
    const k = await suggestionKit(community);
    for (let i = 0; i < 5; i++) await k.write({ title: `เรื่อง ${i}` });
    // 23:30 Bangkok on 2026-03-01 is 16:30 UTC the same day; 00:30 on 03-02 is 17:30 UTC on 03-01.
    const rows = await api.db.select().from(suggestions).where(eq(suggestions.communityId, community.id));
    await api.db
      .update(suggestions)
      .set({ createdAt: new Date('2026-03-01T16:30:00Z') })
      .where(eq(suggestions.id, rows[0]!.id));
    await api.db
      .update(suggestions)
      .set({ createdAt: new Date('2026-03-01T17:30:00Z') })
      .where(eq(suggestions.id, rows[1]!.id));
    const day1 = await k.get(k.staff, '/api/suggestion/filter-by-date', {
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(day1.json().items.map((i: { suggestionID: string }) => i.suggestionID)).toEqual([rows[0]!.id]);
    const day2 = await k.get(k.staff, '/api/suggestion/filter-by-date', {
      from: '2026-03-02',
      to: '2026-03-02',
      state: 'NEW',
    });
    expect(day2.json().items.map((i: { suggestionID: string }) => i.suggestionID)).toEqual([rows[1]!.id]);
    const seen: string[] = [];
    let lastKey: string | undefined;
    do {
      const page = (await k.get(k.staff, '/api/suggestion/list', { limit: 2, lastKey })).json();
      seen.push(...page.items.map((i: { suggestionID: string }) => i.suggestionID));
      lastKey = page.lastKey ?? undefined;
    } while (lastKey);
    expect(new Set(seen).size).toBe(5);
    expect(seen).toHaveLength(5);
  });
});
