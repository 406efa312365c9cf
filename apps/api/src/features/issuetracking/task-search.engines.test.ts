import { taskSchema } from '@cc/contracts/issuetracking';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { queryRows } from '../../platform/db/client';
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
    const foreign = await makeTask(api, elsewhere.id, theirs.id, { title: 'ลานจอดรถของที่อื่น' });

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
    // Text only another community has finds nothing here, for the manager too.
    expect(ok(await search('ที่อื่น', {}, pmc))).toMatchObject({ items: [], total: 0 });
    expect(ok(await search('ของที่อื่น', { stage: 'ALL' }, pmc)).total).toBe(0);
    expect(foreign.no).toBe(1);
    expect(numbers(await search('T-000001', {}, pmc))).toEqual(['T-000001']);
    expect(ok(await search('T-000001', {}, pmc)).items[0].taskID).toBe(lamp.id);

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

  test('the index lookup answers only the community its transaction names, whoever asks', async ({
    api,
    community,
  }) => {
    const ours = await makeGroup(api, community.id);
    const mine = await makeTask(api, community.id, ours.id, { title: 'ท่อน้ำทิ้งรั่วชั้นใต้ดิน' });
    const elsewhere = await newCommunity(api);
    const theirs = await makeGroup(api, elsewhere.id);
    const foreign = await makeTask(api, elsewhere.id, theirs.id, { title: 'ท่อน้ำทิ้งรั่วของที่อื่น' });
    // As the application role, as task/search calls it: the community comes from the
    // transaction's setting, never from an argument; naming the other community's group as one
    // to search in does not reach it.
    const find = (communityId: string | null, pattern: string, no: number | null = null) =>
      api.appDb.transaction(async (tx) => {
        if (communityId) await tx.execute(sql`select set_config('app.community_id', ${communityId}, true)`);
        const rows = await queryRows<{ id: string }>(
          tx,
          sql`select id from issue_find_tasks(${pattern}, ${no}::int, true,
            array[${ours.id}::uuid, ${theirs.id}::uuid], null, null, null) order by no`,
        );
        return rows.map((r) => r.id);
      });
    expect(await find(community.id, '%ท่อน้ำทิ้ง%')).toEqual([mine.id]);
    expect(await find(community.id, '%ท่อน้ำทิ้งรั่วของที่อื่น%')).toEqual([]);
    expect(await find(elsewhere.id, '%ท่อน้ำทิ้ง%')).toEqual([foreign.id]);
    expect(await find(community.id, '%ของที่อื่น%')).toEqual([]);
    expect(await find(community.id, '%', foreign.no)).toEqual([mine.id]);
    expect(await find(community.id, '', foreign.no)).toEqual([mine.id]);
    expect(await find(null, '%ท่อน้ำทิ้ง%', mine.no)).toEqual([]);
  });

  test('counts up to 1,000 and pages a common text newest first; many comments on few tasks count exactly', async ({
    api,
    community,
  }) => {
    const pmc = await community.member('PMC');
    const lobby = await makeGroup(api, community.id);
    // 1,010 tasks at once (the API would take minutes): a plug on every one, a pump on every tenth.
    await api.db.execute(sql`insert into issue_tasks (community_id, group_id, no, title)
      select ${community.id}, ${lobby.id}::uuid, i,
        'ปลั๊กไฟชำรุด ' || case when i % 10 = 0 then 'ปั๊มน้ำ ' else '' end || i
      from generate_series(1, 1010) i`);
    // 2,400 comments naming a lamp, on three tasks only.
    await api.db.execute(sql`insert into issue_comments (community_id, task_id, body)
      select ${community.id}, t.id, 'หลอดไฟกะพริบอีกแล้ว ' || k
      from issue_tasks t cross join generate_series(1, 800) k
      where t.community_id = ${community.id} and t.no in (5, 500, 1005)`);
    const search = async (q: string, more: Record<string, string | number> = {}) =>
      ok(
        await pmc.call('GET', '/api/issuetracking/task/search', {
          query: { communityID: community.id, q, ...more },
        }),
      );
    const numbersOf = (page: { items: { no: number }[] }) => page.items.map((t) => t.no);

    const first = await search('ปลั๊กไฟ', { limit: 3 });
    expect(first).toMatchObject({ total: 1000, moreThanTotal: true });
    expect(numbersOf(first)).toEqual([1010, 1009, 1008]);
    const second = await search('ปลั๊กไฟ', { limit: 3, lastKey: first.lastKey });
    expect(numbersOf(second)).toEqual([1007, 1006, 1005]);
    expect(second).toMatchObject({ total: 1000, moreThanTotal: true });

    const pumps = await search('ปั๊มน้ำ', { limit: 2 });
    expect(pumps).toMatchObject({ total: 101, moreThanTotal: false });
    expect(numbersOf(pumps)).toEqual([1010, 1000]);

    const lamps = await search('หลอดไฟกะพริบ');
    expect(lamps).toMatchObject({ total: 3, moreThanTotal: false });
    expect(numbersOf(lamps)).toEqual([1005, 500, 5]);
  });
});
