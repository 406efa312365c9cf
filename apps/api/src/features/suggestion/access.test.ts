import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { suggestionKit } from './suggestion-test-kit';

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
});
