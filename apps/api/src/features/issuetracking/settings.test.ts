import { DEFAULT_ISSUE_SETTINGS } from '@cc/contracts/issuetracking';
import { describe, expect } from 'vitest';
import { localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { DAY, HOUR, insertGroup, insertTask, openOffice } from './group-test-kit';
import { issueTaskReads } from './tables';

const SETTING = '/api/issuetracking/setting';

describe('settings, the card and the assignee list', () => {
  apiTest('settings: defaults, a manager saves, readers read; bad values change nothing', async ({ api }) => {
    const o = await openOffice(api);
    const first = await o.committee.call('GET', SETTING, { query: { communityID: o.id } });
    expect(first.json().data).toEqual(DEFAULT_ISSUE_SETTINGS);
    const wanted = {
      slaDays: { URGENT: 0, HIGH: 1, NORMAL: 3, LOW: 7 },
      workingWeekdays: [6, 1, 2, 3, 4, 5],
      holidays: ['2026-12-31', '2026-12-05'],
      digestHour: 7,
      escalateAfterDays: 2,
    };
    const saved = await o.pmc.call('PUT', SETTING, { body: { communityID: o.id, ...wanted } });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...wanted,
      workingWeekdays: [1, 2, 3, 4, 5, 6],
      holidays: ['2026-12-05', '2026-12-31'],
    };
    expect(saved.json().data).toEqual(expected);
    expect((await o.committee.call('GET', SETTING, { query: { communityID: o.id } })).json().data).toEqual(
      expected,
    );

    expectRefusal(await o.committee.call('PUT', SETTING, { body: { communityID: o.id, ...wanted } }), 403);
    expectRefusal(await o.resident.call('GET', SETTING, { query: { communityID: o.id } }), 403);
    for (const bad of [
      { digestHour: 24 },
      { workingWeekdays: [] },
      { workingWeekdays: [0] },
      { holidays: ['31/12/2026'] },
      { slaDays: { URGENT: -1, HIGH: 1, NORMAL: 3, LOW: 7 } },
      { escalateAfterDays: 0 },
    ]) {
      const res = await o.pmc.call('PUT', SETTING, { body: { communityID: o.id, ...wanted, ...bad } });
      expectRefusal(res, 400);
    }
    expect((await o.pmc.call('GET', SETTING, { query: { communityID: o.id } })).json().data).toEqual(
      expected,
    );
  });

  apiTest(
    "summary: current, overdue, due today and the caller's unread, in groups they see",
    async ({ api }) => {
      const o = await openOffice(api);
      const open = await insertGroup(api, o.id, { name: 'Open' });
      const secret = await insertGroup(api, o.id, { name: 'Secret', isPrivate: true });
      const now = Date.now();
      const todayEnd = new Date(
        startOfLocalDay(localDate(new Date(now + DAY), 'Asia/Bangkok'), 'Asia/Bangkok').getTime() - 1,
      );
      const past = new Date(now - 2 * DAY);
      const a = await insertTask(api, o.id, open, { dueAt: past, activityAt: new Date(now - HOUR) });
      await insertTask(api, o.id, open, { dueAt: todayEnd });
      await insertTask(api, o.id, open, { dueAt: new Date(now + 5 * DAY) });
      await insertTask(api, o.id, open, { stage: 'CLOSED', dueAt: past });
      await insertTask(api, o.id, secret, { dueAt: past });
      // Read after its last activity: no longer unread for the committee member.
      await api.db
        .insert(issueTaskReads)
        .values({ communityId: o.id, taskId: a.id, userId: o.committee.userId });

      const card = await o.committee.call('GET', '/api/issuetracking/summary', {
        query: { communityID: o.id },
      });
      expect(card.statusCode, card.body).toBe(200);
      expect(card.json().data).toEqual({ current: 3, overdue: 1, dueToday: 1, unread: 2 });
      const manager = await o.pmc.call('GET', '/api/issuetracking/summary', { query: { communityID: o.id } });
      expect(manager.json().data).toMatchObject({ current: 4, overdue: 2, unread: 4 });
      expectRefusal(
        await o.guard.call('GET', '/api/issuetracking/summary', { query: { communityID: o.id } }),
        403,
      );
    },
  );

  apiTest(
    'assignee list: staff and committee with role and photo, residents and guards left out',
    async ({ api }) => {
      const o = await openOffice(api);
      const other = await openOffice(api, 'Other');
      const list = await o.committee.call('GET', '/api/issuetracking/assignee/list', {
        query: { communityID: o.id },
      });
      expect(list.statusCode, list.body).toBe(200);
      const items = list.json().items as {
        userID: string;
        role: string;
        name: string;
        photo: string | null;
      }[];
      expect(new Set(items.map((p) => p.userID))).toEqual(
        new Set([o.admin.userId, o.pmc.userId, o.committee.userId]),
      );
      expect(items.find((p) => p.userID === o.pmc.userId)).toMatchObject({
        role: 'PMC',
        name: 'PMC Kit',
        photo: null,
      });
      expect(items.some((p) => p.userID === other.pmc.userId)).toBe(false);
      const found = await o.pmc.call('GET', '/api/issuetracking/assignee/list', {
        query: { communityID: o.id, q: 'commit' },
      });
      expect(found.json().items.map((p: { userID: string }) => p.userID)).toEqual([o.committee.userId]);
      expectRefusal(
        await o.resident.call('GET', '/api/issuetracking/assignee/list', { query: { communityID: o.id } }),
        403,
      );
    },
  );
});
