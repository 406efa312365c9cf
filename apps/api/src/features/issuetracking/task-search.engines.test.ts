import { taskSchema } from '@cc/contracts/issuetracking';
import { describe, expect } from 'vitest';
import { apiTest as test } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { comment, makeGroup, makeTask, ok } from './issue-test-kit';

describe('GET /api/issuetracking/task/search', () => {
  test('finds by Thai substrings of title, text and comments, by number, and counts the total', async ({
    api,
    community,
  }) => {
    const pmc = await community.member('PMC');
    const committee = await community.member('COMMITTEE');
    const lobby = await makeGroup(api, community.id, { name: 'ส่วนกลาง' });
    const board = await makeGroup(api, community.id, { name: 'กรรมการ', isPrivate: true });
    const lamp = await makeTask(api, community.id, lobby.id, {
      title: 'ไฟทางเดินลานจอดรถดับ',
      assignees: [pmc.userId],
    });
    const pump = await makeTask(api, community.id, lobby.id, {
      title: 'ปั๊มน้ำชั้นใต้ดิน',
      body: 'เสียงดังผิดปกติที่ลานจอด',
    });
    const closed = await makeTask(api, community.id, lobby.id, { title: 'ทาสีลานจอดใหม่', stage: 'CLOSED' });
    const secret = await makeTask(api, community.id, board.id, { title: 'งบซ่อมลานจอด' });
    const quiet = await makeTask(api, community.id, lobby.id, { title: 'ประตูหนีไฟ 50%_off' });
    ok(await comment(pmc, community.id, quiet.id, 'ต้องเปลี่ยนบานพับ'));
    const elsewhere = await newCommunity(api);
    const theirs = await makeGroup(api, elsewhere.id);
    await makeTask(api, elsewhere.id, theirs.id, { title: 'ลานจอดรถของที่อื่น' });

    const search = (q: string, more: Record<string, string | number> = {}, who = committee) =>
      who.call('GET', '/api/issuetracking/task/search', { query: { communityID: community.id, q, ...more } });
    const numbers = (res: Awaited<ReturnType<typeof search>>) =>
      ok(res).items.map((t: { number: string }) => t.number);

    // Three Thai letters, and two: title and text alike, newest number first; private tasks hidden.
    const found = ok(await search('ลาน'));
    expect(found.total).toBe(3);
    expect(found.items.map((t: { taskID: string }) => t.taskID)).toEqual([closed.id, pump.id, lamp.id]);
    expect(() => taskSchema.array().parse(found.items)).not.toThrow();
    expect(found.items[2]).toMatchObject({
      number: 'T-000001',
      groupName: 'ส่วนกลาง',
      stage: 'TODO',
      assignees: [{ userID: pmc.userId }],
      unread: true,
      commentCount: 0,
    });
    expect(numbers(await search('จอ'))).toEqual(['T-000003', 'T-000002', 'T-000001']);
    expect(ok(await search('ลานจอด', {}, pmc)).total).toBe(4);
    expect(numbers(await search('บานพับ'))).toEqual(['T-000005']);
    // Comments are searched from three letters, where the trigram index serves them.
    expect(numbers(await search('พับ'))).toEqual(['T-000005']);
    expect(numbers(await search('พั'))).toEqual([]);
    expect(numbers(await search('T-000002'))).toEqual(['T-000002']);
    expect(numbers(await search('2'))).toEqual(['T-000002']);
    expect(numbers(await search(String(secret.no)))).toEqual([]);

    // The user's % and _ are letters, not wildcards.
    expect(numbers(await search('%'))).toEqual(['T-000005']);
    expect(numbers(await search('0%_'))).toEqual(['T-000005']);
    expect(numbers(await search('_'))).toEqual(['T-000005']);

    // Stages and keyset pages: the total stays the whole count.
    expect(numbers(await search('ลาน', { stage: 'CURRENT' }))).toEqual(['T-000002', 'T-000001']);
    expect(numbers(await search('ลาน', { stage: 'CLOSED' }))).toEqual(['T-000003']);
    const first = ok(await search('ลาน', { limit: 2 }));
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(3);
    const rest = ok(await search('ลาน', { limit: 2, lastKey: first.lastKey }));
    expect(rest.items.map((t: { taskID: string }) => t.taskID)).toEqual([lamp.id]);
    expect(rest.lastKey).toBeNull();
    expect(rest.total).toBe(3);

    expectRefusal(await search('   '), 400, 'VALIDATION_FAILED');
    expectRefusal(await search('x'.repeat(101)), 400, 'VALIDATION_FAILED');
    expectRefusal(await search('ลาน', { stage: 'OPEN' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await search('ลาน', { lastKey: 'WyJ4Il0' }), 400, 'BAD_LAST_KEY');
  });
});
