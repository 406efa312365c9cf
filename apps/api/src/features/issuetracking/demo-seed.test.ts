import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { countRows } from '../../test/rows';
import { startTestApp, type TestApp } from '../../test/test-app';
import * as T from './tables';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const inRiverside = (table: { communityId: PgColumn }) => eq(table.communityId, RIVERSIDE);

it('gives the demo condo five groups and sixty tasks in every stage, and the village none', async () => {
  const groups = await t.db.select().from(T.issueGroups).where(inRiverside(T.issueGroups));
  expect(groups.map((g) => g.name)).toContain('ข้อบกพร่องอาคาร B');
  expect(groups).toHaveLength(5);
  const privateGroups = groups.filter((g) => g.isPrivate);
  expect(privateGroups).toHaveLength(1);
  expect(
    await countRows(t.db, T.issueGroupMembers, eq(T.issueGroupMembers.groupId, privateGroups[0]!.id)),
  ).toBe(1);

  const tasks = await t.db.select().from(T.issueTasks).where(inRiverside(T.issueTasks));
  expect(tasks).toHaveLength(60);
  expect(new Set(tasks.map((x) => x.stage))).toEqual(new Set(['TODO', 'DOING', 'WAITING', 'CLOSED']));
  expect(tasks.map((x) => x.no).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  const closed = tasks.filter((x) => x.stage === 'CLOSED');
  expect(closed.every((x) => x.closedAt && x.closedBy && x.closeNote)).toBe(true);
  expect(tasks.filter((x) => x.stage !== 'CLOSED' && x.dueAt! < new Date()).length).toBeGreaterThan(3);
  expect(tasks.filter((x) => x.recallCount > 0).length).toBeGreaterThanOrEqual(2);
  const defects = tasks.filter((x) => x.groupId === groups.find((g) => g.name === 'ข้อบกพร่องอาคาร B')!.id);
  expect(defects.every((x) => x.unitId && x.buildingId)).toBe(true);
  expect(
    await countRows(
      t.db,
      T.issueTaskEvents,
      and(inRiverside(T.issueTaskEvents), eq(T.issueTaskEvents.kind, 'RECALLED')),
    ),
  ).toBeGreaterThanOrEqual(2);
  expect(await countRows(t.db, T.issueComments, inRiverside(T.issueComments))).toBeGreaterThan(30);
  expect(await countRows(t.db, T.issueAttachments, inRiverside(T.issueAttachments))).toBeGreaterThan(5);
  expect(await countRows(t.db, T.issueReactions, inRiverside(T.issueReactions))).toBeGreaterThan(10);
  const [counter] = await t.db.select().from(T.issueCounters).where(inRiverside(T.issueCounters));
  expect(counter!.lastNo).toBe(60);
  // Activity never runs ahead of the task's own last change.
  const [late] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(T.issueTaskEvents)
    .innerJoin(T.issueTasks, eq(T.issueTasks.id, T.issueTaskEvents.taskId))
    .where(sql`${T.issueTaskEvents.at} > ${T.issueTasks.activityAt}`);
  expect(late!.n).toBe(0);

  expect(await countRows(t.db, T.issueTasks, ne(T.issueTasks.communityId, RIVERSIDE))).toBe(0);
});

it('shows the PMC and the committee their reports', async () => {
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const committee = await callerFor(t, 'committee@demo.test', DEMO_PASSWORD);
  const total = async (call: typeof pmc) =>
    (await call('GET', '/api/report/issuetracking/total', { query: { communityID: RIVERSIDE } })).json().data;
  const staff = await total(pmc);
  expect(
    Object.values(staff.byState as Record<string, number>)
      .slice(0, 4)
      .reduce((a, b) => a + b, 0),
  ).toBe(60);
  expect(staff.byGroup).toHaveLength(5);
  // The committee member is a member of the committee's private group.
  expect((await total(committee)).byGroup).toHaveLength(5);
  const remaining = await pmc('GET', '/api/report/issuetracking/remaining', {
    query: { communityID: RIVERSIDE },
  });
  expect(remaining.json().items.reduce((n: number, g: { total: number }) => n + g.total, 0)).toBe(
    60 - staff.byState.CLOSED,
  );
});
