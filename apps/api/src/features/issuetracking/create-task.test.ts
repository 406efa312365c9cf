import { DEFAULT_ISSUE_SETTINGS } from '@cc/contracts/issuetracking';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { issueAttachments, issueTaskEvents, issueTasks, issueTaskWatchers } from './tables';
import { callTask, detailOf, makeGroup, newTask, noticesTo, ok, openOffice } from './task-test-kit';
import { dueAfterWorkingDays } from './working-days';

const PNG = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);

describe('task create', () => {
  apiTest(
    'numbers the task, defaults its due time by the SLA, and tells its assignees',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const before = Date.now();
      const task = await newTask(o, { assigneeIDs: [o.admin.userId, o.committee.userId], priority: 'HIGH' });
      expect(task).toMatchObject({ no: 1, number: 'T-000001', stage: 'TODO', priority: 'HIGH', version: 1 });
      expect(task.assignees.map((a) => a.userID).sort()).toEqual([o.admin.userId, o.committee.userId].sort());
      const due = dueAfterWorkingDays(
        new Date(before),
        DEFAULT_ISSUE_SETTINGS.slaDays.HIGH,
        DEFAULT_ISSUE_SETTINGS,
        'Asia/Bangkok',
      );
      expect(task.dueAt).toBe(due.toISOString());
      expect(task.createdBy?.userID).toBe(o.pmc.userId);
      expect((await newTask(o)).no).toBe(2);

      const detail = await detailOf(o, task.taskID);
      expect(detail.watchers.map((w) => w.userID).sort()).toEqual(
        [o.pmc.userId, o.admin.userId, o.committee.userId].sort(),
      );
      expect(detail.watching).toBe(true);
      const events = await api.db
        .select()
        .from(issueTaskEvents)
        .where(eq(issueTaskEvents.taskId, task.taskID));
      expect(events.map((e) => e.kind)).toEqual(['CREATED']);

      const [notice] = await noticesTo(api, community.id, o.admin.userId);
      expect(notice?.body).toContain('T-000001');
      expect(notice?.target).toBe(
        `/dashboard/issuetracking/group/task?groupID=${o.groupId}&taskID=${task.taskID}`,
      );
      expect(await noticesTo(api, community.id, o.pmc.userId)).toEqual([]);
    },
  );

  apiTest(
    'keeps a due time given, or none, and a building or unit of the community',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const b = await community.building('B');
      const u = await community.unit('B-101', { buildingId: b });
      const t1 = await newTask(o, { dueAt: '2030-01-02T03:04:05.000Z', unitID: u });
      expect(t1).toMatchObject({ dueAt: '2030-01-02T03:04:05.000Z', dueState: 'ON_TIME', unitNo: 'B-101' });
      expect(t1).toMatchObject({ buildingID: b, buildingName: 'B' });
      const t2 = await newTask(o, { dueAt: null, buildingID: b });
      expect(t2).toMatchObject({ dueAt: null, dueState: 'NONE', unitID: null, buildingName: 'B' });
      const overdue = await newTask(o, { dueAt: '2020-01-01T00:00:00Z' });
      expect(overdue.dueState).toBe('OVERDUE');

      const other = await newCommunity(api);
      const foreign = await other.building('X');
      const res = await callTask(o.pmc, 'create', {
        communityID: community.id,
        groupID: o.groupId,
        title: 'x',
        buildingID: foreign,
      });
      expectRefusal(res, 400, 'ISSUE_PLACE_NOT_FOUND');
      const mismatch = await callTask(o.pmc, 'create', {
        communityID: community.id,
        groupID: o.groupId,
        title: 'x',
        buildingID: await community.building('C'),
        unitID: u,
      });
      expectRefusal(mismatch, 400, 'ISSUE_PLACE_NOT_FOUND');
    },
  );

  apiTest('refuses bad input in the caller language and saves nothing', async ({ api, community }) => {
    const o = await openOffice(api, community);
    const base = { communityID: community.id, groupID: o.groupId, title: 'งาน' };
    const th = { 'accept-language': 'th' };
    const noTitle = expectRefusal(await callTask(o.pmc, 'create', { ...base, title: '  ' }, th), 400);
    expect(noTitle.message).toMatch(/[\u0E00-\u0E7F]/);
    expectRefusal(await callTask(o.pmc, 'create', { ...base, title: 'x'.repeat(121) }), 400);
    expectRefusal(await callTask(o.pmc, 'create', { ...base, text: 'x'.repeat(5001) }), 400);
    expectRefusal(await callTask(o.pmc, 'create', { ...base, priority: 'SOON' }), 400);
    expectRefusal(await callTask(o.pmc, 'create', { ...base, dueAt: 'tomorrow' }), 400);
    expectRefusal(await callTask(o.pmc, 'create', { ...base, stage: 'CLOSED' }), 400);
    expectRefusal(await callTask(o.pmc, 'create', { ...base, labels: Array(11).fill('a') }), 400);
    const staff = await callTask(o.pmc, 'create', { ...base, assigneeIDs: [o.resident.userId] }, th);
    expect(expectRefusal(staff, 400, 'ISSUE_ASSIGNEE_NOT_STAFF').message).toMatch(/[\u0E00-\u0E7F]/);
    expectRefusal(
      await callTask(o.pmc, 'create', { ...base, assigneeIDs: [o.guard.userId] }),
      400,
      'ISSUE_ASSIGNEE_NOT_STAFF',
    );
    const stranger = await (await newCommunity(api)).member('PMC');
    expectRefusal(
      await callTask(o.pmc, 'create', { ...base, assigneeIDs: [stranger.userId] }),
      400,
      'ISSUE_ASSIGNEE_NOT_STAFF',
    );
    const archived = await makeGroup(api, community.id, { archived: true });
    expectRefusal(
      await callTask(o.pmc, 'create', { ...base, groupID: archived }),
      400,
      'ISSUE_GROUP_ARCHIVED',
    );
    expectRefusal(
      await callTask(o.pmc, 'create', { ...base, groupID: crypto.randomUUID() }),
      404,
      'ISSUE_GROUP_NOT_FOUND',
    );
    expect(await countRows(api.db, issueTasks, eq(issueTasks.communityId, community.id))).toBe(0);
    // No number was used up by the refusals.
    expect((await newTask(o)).no).toBe(1);
  });

  apiTest(
    'takes photos in a multipart form, typed by their bytes, private to the task',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const form = multipart(
        {
          groupID: o.groupId,
          title: 'รอยร้าวผนัง',
          assigneeIDs: o.admin.userId,
          labels: 'defect',
          priority: 'LOW',
        },
        { photos: { name: 'crack.png', bytes: PNG } },
      );
      const res = await o.pmc.call('POST', '/api/issuetracking/task', {
        query: { communityID: community.id },
        payload: form.payload,
        headers: form.headers,
      });
      const task = ok(res);
      expect(task).toMatchObject({ title: 'รอยร้าวผนัง', labels: ['defect'], priority: 'LOW' });
      const detail = await detailOf(o, task.taskID);
      expect(detail.attachments).toHaveLength(1);
      expect(detail.attachments[0]).toMatchObject({ fileName: 'crack.png', contentType: 'image/png' });
      expect(detail.attachments[0]!.url).toMatch(/^\/api\/files\/.+sig=/);

      const bad = multipart(
        { groupID: o.groupId, title: 'x' },
        { photos: { name: 'a.png', bytes: Buffer.from('not a picture') } },
      );
      const refused = await o.pmc.call('POST', '/api/issuetracking/task', {
        query: { communityID: community.id },
        payload: bad.payload,
        headers: bad.headers,
      });
      expectRefusal(refused, 400);
      // Eleven parts all named `photos` (the kit's form keys are unique, so they are renamed after).
      const eleven = Object.fromEntries(
        Array.from({ length: 11 }, (_, i) => [`photos${i}`, { name: `${i}.png`, bytes: PNG }]),
      );
      const many = multipart({ groupID: o.groupId, title: 'x' }, eleven);
      const sameName = many.payload.toString('latin1').replace(/name="photos\d+"/g, 'name="photos"');
      const tooMany = await o.pmc.call('POST', '/api/issuetracking/task', {
        query: { communityID: community.id },
        payload: Buffer.from(sameName, 'latin1'),
        headers: many.headers,
      });
      expectRefusal(tooMany, 400, 'ISSUE_ATTACHMENT_LIMIT');
      expect(await countRows(api.db, issueTasks, eq(issueTasks.communityId, community.id))).toBe(1);
      expect(await countRows(api.db, issueAttachments, eq(issueAttachments.communityId, community.id))).toBe(
        1,
      );
      expect(await countRows(api.db, issueTaskWatchers, eq(issueTaskWatchers.taskId, task.taskID))).toBe(2);
    },
  );
});
