import { asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { issueTaskEvents, issueTasks } from './tables';
import { callTask, detailOf, newTask, noticesTo, ok, openOffice } from './task-test-kit';

describe('task update', () => {
  apiTest(
    'changes fields from the version read, with before and after in the history',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const task = await newTask(o, { dueAt: null, labels: ['lamp'] });
      const changed = ok(
        await callTask(o.pmc, 'update', {
          communityID: community.id,
          taskID: task.taskID,
          version: 1,
          title: 'เปลี่ยนหลอดไฟ',
          priority: 'URGENT',
          labels: ['lamp', 'B'],
          text: 'ชั้น 2',
        }),
      );
      expect(changed).toMatchObject({
        title: 'เปลี่ยนหลอดไฟ',
        priority: 'URGENT',
        labels: ['lamp', 'B'],
        version: 2,
      });
      expect(changed.updatedAt > task.updatedAt).toBe(true);
      expect((await detailOf(o, task.taskID)).text).toBe('ชั้น 2');
      const events = await api.db
        .select()
        .from(issueTaskEvents)
        .where(eq(issueTaskEvents.taskId, task.taskID))
        .orderBy(asc(issueTaskEvents.id));
      expect(events.map((e) => e.kind)).toEqual(['CREATED', 'UPDATED']);
      expect(events[1]!.detail).toMatchObject({
        changes: {
          title: { before: 'ไฟที่จอดรถดับ', after: 'เปลี่ยนหลอดไฟ' },
          priority: { before: 'NORMAL', after: 'URGENT' },
        },
      });

      // The same version again is stale: someone (this caller) changed it since.
      const stale = await callTask(o.pmc, 'update', {
        communityID: community.id,
        taskID: task.taskID,
        version: 1,
        title: 'x',
      });
      expectRefusal(stale, 409, 'ISSUE_TASK_STALE');
      const [row] = await api.db.select().from(issueTasks).where(eq(issueTasks.id, task.taskID));
      expect(row).toMatchObject({ title: 'เปลี่ยนหลอดไฟ', version: 2 });
    },
  );

  apiTest(
    'a board drag records the stage; a new assignee watches and is told',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const a = await newTask(o);
      const b = await newTask(o);
      const dragged = ok(
        await callTask(o.pmc, 'update', {
          communityID: community.id,
          taskID: b.taskID,
          version: 1,
          stage: 'DOING',
        }),
      );
      expect(dragged).toMatchObject({ stage: 'DOING', version: 2 });
      const placed = ok(
        await callTask(o.pmc, 'update', {
          communityID: community.id,
          taskID: a.taskID,
          version: 1,
          stage: 'DOING',
          position: dragged.position - 0.5,
          assigneeIDs: [o.committee.userId],
        }),
      );
      expect(placed.position).toBe(dragged.position - 0.5);
      const kinds = await api.db
        .select({ kind: issueTaskEvents.kind, detail: issueTaskEvents.detail })
        .from(issueTaskEvents)
        .where(eq(issueTaskEvents.taskId, a.taskID))
        .orderBy(asc(issueTaskEvents.id));
      expect(kinds.map((k) => k.kind)).toEqual(['CREATED', 'ASSIGNED', 'STAGE']);
      expect(kinds[2]!.detail).toMatchObject({ from: 'TODO', to: 'DOING' });
      expect((await detailOf(o, a.taskID)).watchers.map((w) => w.userID)).toContain(o.committee.userId);
      expect(await noticesTo(api, community.id, o.committee.userId)).toHaveLength(1);

      // Taking the assignee off again tells nobody and keeps them watching.
      const off = ok(
        await callTask(o.pmc, 'update', {
          communityID: community.id,
          taskID: a.taskID,
          version: 2,
          assigneeIDs: [],
        }),
      );
      expect(off.assignees).toEqual([]);
      expect(await noticesTo(api, community.id, o.committee.userId)).toHaveLength(1);

      // A change that changes nothing leaves the version where it is.
      const same = ok(
        await callTask(o.pmc, 'update', {
          communityID: community.id,
          taskID: a.taskID,
          version: 3,
          title: a.title,
        }),
      );
      expect(same.version).toBe(3);
    },
  );

  apiTest(
    'refuses a closed task, bad input and strangers as assignees, saving nothing',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const task = await newTask(o);
      const ref = { communityID: community.id, taskID: task.taskID, version: 1 };
      expectRefusal(await callTask(o.pmc, 'update', { ...ref, stage: 'CLOSED' }), 400);
      expectRefusal(await callTask(o.pmc, 'update', { ...ref, title: '' }), 400);
      expectRefusal(await callTask(o.pmc, 'update', { ...ref, version: 0 }), 400);
      expectRefusal(
        await callTask(o.pmc, 'update', { ...ref, assigneeIDs: [o.resident.userId] }),
        400,
        'ISSUE_ASSIGNEE_NOT_STAFF',
      );
      expectRefusal(
        await callTask(o.pmc, 'update', { ...ref, unitID: crypto.randomUUID() }),
        400,
        'ISSUE_PLACE_NOT_FOUND',
      );
      ok(await callTask(o.pmc, 'close', { ...ref, note: 'done' }));
      const closed = await callTask(
        o.pmc,
        'update',
        { ...ref, version: 2, title: 'x' },
        { 'accept-language': 'th' },
      );
      const body = expectRefusal(closed, 409, 'ISSUE_TASK_CLOSED_UPDATE');
      expect(body.message).toContain('T-000001');
      const en = await callTask(
        o.pmc,
        'update',
        { ...ref, version: 2, title: 'x' },
        { 'accept-language': 'en' },
      );
      expectRefusal(en, 409, 'ISSUE_TASK_CLOSED_UPDATE', /recall the task before changing it/);
      const [row] = await api.db.select().from(issueTasks).where(eq(issueTasks.id, task.taskID));
      expect(row).toMatchObject({ title: task.title, version: 2, stage: 'CLOSED' });
    },
  );
});
