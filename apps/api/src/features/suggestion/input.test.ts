import { SUGGESTION_TEXT_MAX, SUGGESTION_TITLE_MAX } from '@cc/contracts/suggestion-records';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { suggestionKit } from './suggestion-test-kit';
import { suggestions } from './tables';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart form with the text fields and `n` photo parts, all named `photo`. */
function photoForm(fields: Record<string, string>, n: number, bytes: Buffer = PNG) {
  const boundary = `----sg${crypto.randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (let i = 0; i < n; i++)
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="p${i}.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('what a suggestion may hold', () => {
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
    const form = (n: number, bytes?: Buffer) => ({
      query: { communityID: community.id },
      ...photoForm({ category: 'ทั่วไป', title: 'รูป', text: 'ฟอร์ม' }, n, bytes),
    });
    // A form without photos is fine (the one row this test saves); a file that is no picture is not.
    const noPhotos = await k.resident.call('POST', '/api/suggestion/create', form(0));
    expect(noPhotos.statusCode, noPhotos.body).toBe(200);
    const notImage = form(1, Buffer.from('not an image at all'));
    expectRefusal(
      await k.resident.call('POST', '/api/suggestion/create', {
        ...notImage,
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

  apiTest('up to 3 photos, checked on the bytes, private behind signed links', async ({ api, community }) => {
    const k = await suggestionKit(community);
    const send = (n: number, bytes = PNG) =>
      k.resident.call('POST', '/api/suggestion/create', {
        query: { communityID: community.id },
        ...photoForm({ category: 'ทั่วไป', title: `รูป ${n}`, text: 'มีรูป' }, n, bytes),
      });
    const three = await send(3);
    expect(three.statusCode, three.body).toBe(200);
    const photos = three.json().data.photos as { url: string }[];
    expect(photos).toHaveLength(3);
    const shown = await api.app.inject({ method: 'GET', url: photos[0]!.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('image/png');
    // The same path without its signature is refused: the files are private.
    expect(
      (await api.app.inject({ method: 'GET', url: photos[0]!.url.split('?')[0]! })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expectRefusal(await send(4), 400);
    expectRefusal(await send(1, Buffer.from('GIF89a but not really an image')), 400);
    const rows = await api.db.select().from(suggestions).where(eq(suggestions.communityId, community.id));
    expect(rows.map((r) => r.photos.length)).toEqual([3]);
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
