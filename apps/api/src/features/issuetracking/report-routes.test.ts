import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import type { CommunityKit, Member } from '../../test/community-kit';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import type { TestApp } from '../../test/test-app';
import { addGroup, addRecall, addTask, daysAgo } from './report-test-kit';

const PAST = '2020-01-01T00:00:00Z';
const FUTURE = '2099-01-01T00:00:00Z';

const report = (m: Member, name: string, query: Record<string, string | undefined>, communityID: string) =>
  m.call('GET', `/api/report/issuetracking/${name}`, { query: { communityID, ...query } });

/** The office's people and three groups: public, private to `insider`, and an archived empty one. */
async function office(api: TestApp, community: CommunityKit) {
  const pmc = await community.member('PMC');
  const committee = await community.member('COMMITTEE');
  const insider = await community.member('COMMITTEE');
  const common = await addGroup(api, community.id, 'ส่วนกลาง', { position: 0 });
  const secret = await addGroup(api, community.id, 'กรรมการ', {
    isPrivate: true,
    members: [insider.userId],
    position: 1,
  });
  await addGroup(api, community.id, 'เก่า', { archived: true, position: 2 });
  return { pmc, committee, insider, common, secret };
}

describe('GET /api/report/issuetracking/total', () => {
  apiTest(
    'counts by state and group, private groups only for those who may see them',
    async ({ api, community }) => {
      const o = await office(api, community);
      const task = (groupId: string, t: Parameters<typeof addTask>[3]) =>
        addTask(api, community.id, groupId, t);
      await task(o.common, { stage: 'TODO', dueAt: PAST });
      await task(o.common, { stage: 'TODO', dueAt: FUTURE });
      await task(o.common, { stage: 'DOING' });
      await task(o.common, { stage: 'WAITING', dueAt: PAST });
      await task(o.common, { stage: 'CLOSED', dueAt: PAST });
      await task(o.common, { stage: 'CLOSED' });
      await task(o.secret, { stage: 'TODO', dueAt: PAST });
      await task(o.secret, { stage: 'CLOSED' });

      const all = (await report(o.pmc, 'total', {}, community.id)).json().data;
      expect(all.byState).toEqual({ TODO: 3, DOING: 1, WAITING: 1, CLOSED: 3, OVERDUE: 3 });
      expect(all.byGroup).toEqual([
        { groupID: o.common, name: 'ส่วนกลาง', current: 4, closed: 2, overdue: 2 },
        { groupID: o.secret, name: 'กรรมการ', current: 1, closed: 1, overdue: 1 },
      ]);

      const outsider = await report(o.committee, 'total', {}, community.id);
      expect(outsider.statusCode, outsider.body).toBe(200);
      expect(outsider.json().data.byState).toEqual({ TODO: 2, DOING: 1, WAITING: 1, CLOSED: 2, OVERDUE: 2 });
      expect(outsider.json().data.byGroup.map((g: { name: string }) => g.name)).toEqual(['ส่วนกลาง']);
      const member = (await report(o.insider, 'total', {}, community.id)).json().data;
      expect(member.byState.CLOSED).toBe(3);

      // Only one group, and a private group an outsider asks for by ID is unknown.
      const one = (await report(o.pmc, 'total', { groupID: o.secret }, community.id)).json().data;
      expect(one.byState).toEqual({ TODO: 1, DOING: 0, WAITING: 0, CLOSED: 1, OVERDUE: 1 });
      expectRefusal(
        await report(o.committee, 'total', { groupID: o.secret }, community.id),
        404,
        'ISSUE_GROUP_NOT_FOUND',
      );
    },
  );

  apiTest('counts tasks made within the range, by community dates', async ({ api, community }) => {
    const o = await office(api, community);
    // 2026-03-31 17:30 UTC is 1 April 00:30 in Bangkok.
    await addTask(api, community.id, o.common, { createdAt: '2026-03-31T17:30:00Z' });
    await addTask(api, community.id, o.common, { createdAt: '2026-03-31T16:30:00Z' });
    const april = (
      await report(o.pmc, 'total', { from: '2026-04-01', to: '2026-04-30' }, community.id)
    ).json();
    expect(april.data.byState.TODO).toBe(1);
    const march = (await report(o.pmc, 'total', { to: '2026-03-31' }, community.id)).json();
    expect(march.data.byState.TODO).toBe(1);
  });
});

describe('GET /api/report/issuetracking/month', () => {
  apiTest('opened, closed and recalled per Bangkok month for twelve months', async ({ api, community }) => {
    const o = await office(api, community);
    const at = (g: string, t: Parameters<typeof addTask>[3]) => addTask(api, community.id, g, t);
    await at(o.common, { createdAt: '2026-03-31T17:30:00Z' }); // April in Bangkok
    await at(o.common, { createdAt: '2026-03-31T16:30:00Z' }); // March
    const closed = await at(o.common, {
      createdAt: '2025-05-01T00:00:00Z',
      closedAt: '2025-06-10T00:00:00Z',
    });
    await at(o.common, { createdAt: '2025-04-30T16:59:00Z' }); // 30 April 2025: before the twelve months
    await addRecall(api, community.id, closed, '2026-02-14T03:00:00Z');
    await at(o.secret, { createdAt: '2026-04-02T03:00:00Z' });

    const res = await report(o.pmc, 'month', { month: '2026-04' }, community.id);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { month: string; opened: number; closed: number; recalled: number }[];
    expect(items.map((m) => m.month)).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    const busy = items.filter((m) => m.opened || m.closed || m.recalled);
    expect(busy).toEqual([
      { month: '2025-05', opened: 1, closed: 0, recalled: 0 },
      { month: '2025-06', opened: 0, closed: 1, recalled: 0 },
      { month: '2026-02', opened: 0, closed: 0, recalled: 1 },
      { month: '2026-03', opened: 1, closed: 0, recalled: 0 },
      { month: '2026-04', opened: 2, closed: 0, recalled: 0 },
    ]);
    const outsider = (await report(o.committee, 'month', { month: '2026-04' }, community.id)).json().items;
    expect(outsider.at(-1)).toEqual({ month: '2026-04', opened: 1, closed: 0, recalled: 0 });

    // Without a month: the twelve ending with this one.
    const now = (await report(o.pmc, 'month', {}, community.id)).json().items;
    const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' })
      .format(new Date())
      .slice(0, 7);
    expect(now).toHaveLength(12);
    expect(now.at(-1).month).toBe(thisMonth);
    expectRefusal(await report(o.pmc, 'month', { month: '2026-13' }, community.id), 400);
  });
});

describe('GET /api/report/issuetracking/remaining', () => {
  apiTest('current tasks by days since made and group', async ({ api, community }) => {
    const o = await office(api, community);
    for (const days of [0, 7, 8, 30, 31, 90, 91, 400])
      await addTask(api, community.id, o.common, { createdAt: daysAgo(days) });
    await addTask(api, community.id, o.common, { createdAt: daysAgo(5), stage: 'CLOSED' });
    await addTask(api, community.id, o.secret, { createdAt: daysAgo(3), stage: 'DOING' });
    const items = (await report(o.pmc, 'remaining', {}, community.id)).json().items;
    expect(items).toEqual([
      {
        groupID: o.common,
        name: 'ส่วนกลาง',
        buckets: { '0-7': 2, '8-30': 2, '31-90': 2, '91+': 2 },
        total: 8,
      },
      {
        groupID: o.secret,
        name: 'กรรมการ',
        buckets: { '0-7': 1, '8-30': 0, '31-90': 0, '91+': 0 },
        total: 1,
      },
    ]);
    const outsider = (await report(o.committee, 'remaining', {}, community.id)).json().items;
    expect(outsider.map((g: { groupID: string }) => g.groupID)).toEqual([o.common]);
  });
});

describe('GET /api/report/issuetracking/history', () => {
  apiTest(
    'closed tasks of the range with hours to close, paged, with total and average',
    async ({ api, community }) => {
      const o = await office(api, community);
      const add = (t: Parameters<typeof addTask>[3]) =>
        addTask(api, community.id, o.common, { closedBy: o.pmc.userId, ...t });
      const h1 = await add({
        createdAt: '2026-01-10T01:00:00Z',
        closedAt: '2026-01-10T03:30:00Z',
        recallCount: 1,
      });
      const h2 = await add({ createdAt: '2026-01-09T00:00:00Z', closedAt: '2026-01-11T00:00:00Z' });
      await add({ createdAt: '2026-01-11T00:00:00Z', closedAt: '2026-01-11T17:30:00Z' }); // 12 January in Bangkok
      const h4 = await add({ createdAt: '2026-01-09T16:00:00Z', closedAt: '2026-01-09T17:00:00Z' }); // 10 January
      await addTask(api, community.id, o.secret, {
        createdAt: '2026-01-10T01:00:00Z',
        closedAt: '2026-01-10T05:00:00Z',
      });

      const range = { from: '2026-01-10', to: '2026-01-11' };
      const first = (await report(o.committee, 'history', { ...range, limit: '2' }, community.id)).json();
      expect(first.total).toBe(3);
      expect(first.averageHours).toBe(17.2); // (2.5 + 48 + 1) / 3
      expect(first.items.map((i: { taskID: string }) => i.taskID)).toEqual([h2, h1]);
      expect(first.items[1]).toMatchObject({
        number: expect.stringMatching(/^T-\d{6}$/),
        groupName: 'ส่วนกลาง',
        hoursToClose: 2.5,
        recallCount: 1,
        closedAt: '2026-01-10T03:30:00.000Z',
        closedBy: { userID: o.pmc.userId, name: 'PMC Kit' },
      });
      const second = (
        await report(o.committee, 'history', { ...range, limit: '2', lastKey: first.lastKey }, community.id)
      ).json();
      expect(second.items.map((i: { taskID: string }) => i.taskID)).toEqual([h4]);
      expect(second.lastKey).toBeNull();
      // The manager also sees the private group's closing.
      expect((await report(o.pmc, 'history', range, community.id)).json().total).toBe(4);
      const empty = (
        await report(o.pmc, 'history', { from: '2020-01-01', to: '2020-01-02' }, community.id)
      ).json();
      expect(empty).toMatchObject({ items: [], total: 0, averageHours: null, lastKey: null });
    },
  );

  apiTest(
    'refuses a backwards range, a range over 366 days and a foreign key',
    async ({ api, community }) => {
      const o = await office(api, community);
      for (const name of ['total', 'history', 'excel'])
        expectRefusal(
          await report(o.pmc, name, { from: '2026-02-01', to: '2026-01-31' }, community.id),
          400,
          'ISSUE_RANGE_INVALID',
        );
      expectRefusal(
        await report(o.pmc, 'history', { from: '2025-01-01', to: '2026-01-02' }, community.id),
        400,
        'ISSUE_RANGE_TOO_LONG',
        /366/,
      );
      expect(
        (await report(o.pmc, 'history', { from: '2025-01-01', to: '2026-01-01' }, community.id)).statusCode,
      ).toBe(200);
      expectRefusal(await report(o.pmc, 'history', { from: '2026-02-30' }, community.id), 400);
      const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
      expectRefusal(await report(o.pmc, 'history', { lastKey: forged }, community.id), 400, 'BAD_LAST_KEY');
      expectRefusal(
        await report(o.pmc, 'history', { lastKey: 'nonsense' }, community.id),
        400,
        'BAD_LAST_KEY',
      );
    },
  );
});

describe('GET /api/report/issuetracking/excel and /api/issuetracking/task/excel', () => {
  apiTest('the workbook opens with the four sheets and the range’s figures', async ({ api, community }) => {
    const o = await office(api, community);
    await addTask(api, community.id, o.common, {
      title: 'หลอดไฟลานจอดรถ',
      createdAt: daysAgo(10),
      dueAt: PAST,
    });
    await addTask(api, community.id, o.common, {
      title: 'ซ่อมประตูลิฟต์',
      createdAt: daysAgo(3),
      closedAt: daysAgo(1),
      closedBy: o.pmc.userId,
    });
    await addTask(api, community.id, o.secret, { title: 'วาระลับ', createdAt: daysAgo(2) });
    const res = await report(o.committee, 'excel', {}, community.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheets = await readXlsxFile(res.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(['Total', 'Month', 'Remaining', 'History']);
    const [total, month, remaining, history] = sheets.map((s) => s.data);
    // Rows are as wide as the sheet's widest: the state table's are padded.
    expect(total![0]!.slice(0, 2)).toEqual(['สถานะ / State', 'จำนวน / Tasks']);
    expect(total!.slice(1, 6).map((r) => r.slice(0, 2))).toEqual([
      ['รอดำเนินการ', 1],
      ['กำลังดำเนินการ', 0],
      ['รอติดตาม', 0],
      ['ปิดแล้ว', 1],
      ['เกินกำหนด', 1],
    ]);
    expect(total!.flat()).not.toContain('กรรมการ');
    expect(month).toHaveLength(13);
    expect(String(month!.at(-1)![0])).toMatch(/25\d\d$/); // a Buddhist-era year
    expect(remaining![1]).toEqual(['ส่วนกลาง', 0, 1, 0, 0, 1]);
    expect(history![1]).toEqual(expect.arrayContaining(['ซ่อมประตูลิฟต์', 'ส่วนกลาง', 'PMC Kit', 48]));
  });

  apiTest(
    'the task list as Excel: current by default, closed on asking, filters applied',
    async ({ api, community }) => {
      const o = await office(api, community);
      await addTask(api, community.id, o.common, {
        title: 'ไฟทางเดินชั้น 5 ดับ',
        priority: 'URGENT',
        createdBy: o.pmc.userId,
      });
      await addTask(api, community.id, o.common, { title: 'น้ำรั่วห้องเครื่อง', stage: 'DOING' });
      await addTask(api, community.id, o.common, {
        title: 'ตัดหญ้าสวน',
        closedAt: daysAgo(1),
        closedBy: o.pmc.userId,
      });
      await addTask(api, community.id, o.secret, { title: 'วาระลับ' });
      const sheet = async (query: Record<string, string>) => {
        const res = await o.committee.call('GET', '/api/issuetracking/task/excel', {
          query: { communityID: community.id, ...query },
        });
        expect(res.statusCode, res.body).toBe(200);
        return (await readXlsxFile(res.rawPayload))[0]!.data;
      };
      const current = await sheet({});
      expect(current[0]![0]).toBe('เลขที่ / Number');
      expect(current.slice(1).map((r) => r[1])).toEqual(['ไฟทางเดินชั้น 5 ดับ', 'น้ำรั่วห้องเครื่อง']);
      expect(current[1]).toEqual(expect.arrayContaining(['ส่วนกลาง', 'รอดำเนินการ', 'ด่วนมาก', 'PMC Kit']));
      expect((await sheet({ closed: 'true' })).slice(1).map((r) => r[1])).toEqual(['ตัดหญ้าสวน']);
      expect((await sheet({ q: 'รั่ว' })).slice(1).map((r) => r[1])).toEqual(['น้ำรั่วห้องเครื่อง']);
      expect((await sheet({ stage: 'DOING' })).length).toBe(2);
      expect((await sheet({ priority: 'URGENT' })).length).toBe(2);
    },
  );
});

describe('who may read the reports', () => {
  const REPORT_OPS: [string, Record<string, string>][] = [
    ['/api/report/issuetracking/total', {}],
    ['/api/report/issuetracking/month', {}],
    ['/api/report/issuetracking/remaining', {}],
    ['/api/report/issuetracking/history', {}],
    ['/api/report/issuetracking/excel', {}],
    ['/api/issuetracking/task/excel', {}],
  ];
  apiTest('committee and staff read; residents and guards are refused', async ({ community }) => {
    const people = {
      RESIDENT: await community.member('RESIDENT'),
      GUARD: await community.member('GUARD'),
      COMMITTEE: await community.member('COMMITTEE'),
      PMC: await community.member('PMC'),
      ADMIN: await community.member('ADMIN'),
    };
    for (const [url, query] of REPORT_OPS) {
      for (const role of ['RESIDENT', 'GUARD'] as const)
        expectRefusal(
          await people[role].call('GET', url, { query: { communityID: community.id, ...query } }),
          403,
        );
      for (const role of ['COMMITTEE', 'PMC', 'ADMIN'] as const) {
        const res = await people[role].call('GET', url, { query: { communityID: community.id, ...query } });
        expect(res.statusCode, `${role} ${url}: ${res.body}`).toBe(200);
      }
    }
  });

  apiTest(
    'another community’s groups are unknown and its tasks never counted',
    async ({ api, community }) => {
      const o = await office(api, community);
      const other = await newCommunity(api, { name: 'Other Condo' });
      const theirs = await addGroup(api, other.id, 'ของเขา');
      await addTask(api, other.id, theirs, { dueAt: PAST });
      await addTask(api, other.id, theirs, { closedAt: daysAgo(1) });
      const ours = (await report(o.pmc, 'total', {}, community.id)).json().data;
      expect(ours.byState).toEqual({ TODO: 0, DOING: 0, WAITING: 0, CLOSED: 0, OVERDUE: 0 });
      expect(ours.byGroup.map((g: { groupID: string }) => g.groupID)).not.toContain(theirs);
      for (const name of ['total', 'month', 'history'])
        expectRefusal(
          await report(o.pmc, name, { groupID: theirs }, community.id),
          404,
          'ISSUE_GROUP_NOT_FOUND',
        );
      expect((await report(o.pmc, 'history', {}, community.id)).json().total).toBe(0);
      // Asking for the other community itself is refused: our PMC is no member there.
      expect((await report(o.pmc, 'total', {}, other.id)).statusCode).toBe(403);
    },
  );

  apiTest('a village has no issue tracking', async ({ api }) => {
    const village = await newCommunity(api, { name: 'Kit Village', type: 'VILLAGE' });
    const pmc = await village.member('PMC');
    expectRefusal(await report(pmc, 'total', {}, village.id), 403, 'FEATURE_DISABLED');
  });
});
