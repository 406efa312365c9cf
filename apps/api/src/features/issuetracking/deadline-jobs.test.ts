import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import { createJobRunner } from '../../platform/jobs/job-runner';
import { jobs } from '../../platform/jobs/tables';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import type { AppServices } from '../../platform/services';
import { startOfLocalDay } from '../../platform/time/zone-clock';
import { newCommunity } from '../../test/community-kit';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ISSUE_JOBS } from './deadline-job-kinds';
import { DIGEST, digestTime, MORNING, REMINDER, scheduleDueReminder, scheduleOnce } from './deadline-jobs';
import { DIGEST_TARGET } from './digest';
import { HOUR, insertGroup, insertTask, openOffice } from './group-test-kit';
import { startMornings } from './morning-start';
import { issueTaskEvents, issueTasks } from './tables';

let t: TestApp;
/** On PostgreSQL a second pool, as a second API instance has; on PGlite the one database. */
let other: DatabaseHandle | undefined;
beforeAll(async () => {
  t = await startTestApp({ template: 'empty' });
  if (t.databaseUrl) other = await openDatabase({ url: t.databaseUrl });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const TZ = 'Asia/Bangkok';
/** A fixed day: what a morning of it sends depends on the day it names, not on the clock. */
const DAY = '2026-03-10';
const at = (date: string, hour: number) => new Date(startOfLocalDay(date, TZ).getTime() + hour * HOUR);

/** A second API instance's runner, on its own pool, with the feature's kinds. */
function secondInstance() {
  const runner = createJobRunner(other?.db ?? t.appDb, { instanceId: 'second' });
  const s: AppServices = { ...t.app.services, db: other?.db ?? t.appDb, jobs: runner };
  for (const [kind, job] of Object.entries(ISSUE_JOBS))
    runner.register(kind, { payload: job.payload, handle: (p, ctx) => job.handle(p as never, ctx, s) });
  return runner;
}

/** Both instances claim until neither finds anything due. */
async function drainBoth(b: ReturnType<typeof secondInstance>) {
  for (;;) {
    const [x, y] = await Promise.all([t.app.services.jobs.runDue(), b.runDue()]);
    if (x + y === 0) return;
  }
}

async function sentTo(communityId: string, target?: string) {
  const rows = await t.db
    .select({ userId: notificationRecipients.userId, title: notifications.title, body: notifications.body })
    .from(notifications)
    .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
    .where(
      and(
        eq(notifications.communityId, communityId),
        eq(notifications.featureEnum, 'ISSUE_TRACKING'),
        target ? eq(notifications.target, target) : undefined,
      ),
    );
  return rows;
}

const pendingOf = async (kind: string, communityId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'communityID' = ${communityId}`));

describe('deadline jobs', () => {
  it('two instances running the same morning send one digest per person, and escalate once', async () => {
    const o = await openOffice(t);
    const g = await insertGroup(t, o.id);
    const s = t.app.services;
    await insertTask(t, o.id, g, {
      dueAt: at('2026-03-09', 17),
      assignees: [o.pmc.userId],
      title: 'ไฟลานจอด',
    });
    await insertTask(t, o.id, g, {
      dueAt: at('2026-03-10', 23),
      assignees: [o.pmc.userId, o.committee.userId],
    });
    const old = await insertTask(t, o.id, g, { dueAt: at('2026-03-01', 17), assignees: [o.pmc.userId] });
    await insertTask(t, o.id, g, { dueAt: at('2026-03-15', 17), assignees: [o.admin.userId] });
    await insertTask(t, o.id, g, {
      stage: 'CLOSED',
      dueAt: at('2026-03-01', 17),
      assignees: [o.admin.userId],
    });

    // Two instances both scheduled the morning (written past the key check, as a worst case).
    await s.jobs.schedule(MORNING, { communityID: o.id, day: DAY }, at(DAY, 8));
    await s.jobs.schedule(MORNING, { communityID: o.id, day: DAY }, at(DAY, 8));
    await drainBoth(secondInstance());

    const digests = await sentTo(o.id, DIGEST_TARGET);
    expect(digests.map((d) => d.userId).sort()).toEqual([o.pmc.userId, o.committee.userId].sort());
    const pmc = digests.find((d) => d.userId === o.pmc.userId)!;
    expect(pmc.body).toContain('เกินกำหนด 2 งาน');
    expect(pmc.body).toContain('ครบกำหนดวันนี้ 1 งาน');
    expect(pmc.body).toContain('ไฟลานจอด');
    expect((await pendingOf(DIGEST, o.id)).length).toBe(2);

    const escalations = (await sentTo(o.id)).filter((n) => n.title.startsWith('งานเกินกำหนด'));
    expect(escalations.map((n) => n.userId)).toEqual([o.admin.userId]);
    const [row] = await t.db.select().from(issueTasks).where(eq(issueTasks.id, old.id));
    expect(row!.escalatedAt).not.toBeNull();

    // The next morning is on its way, once, at a time still ahead.
    const mornings = (await pendingOf(MORNING, o.id)).filter((j) => j.status === 'PENDING');
    expect(mornings).toHaveLength(1);
    expect(mornings[0]!.runAt.getTime()).toBeGreaterThan(Date.now());

    // A retried digest (its instance died after sending) finds the digest sent and stops.
    await t.db
      .update(jobs)
      .set({ status: 'PENDING', runAt: new Date(0) })
      .where(eq(jobs.kind, DIGEST));
    await s.jobs.schedule(MORNING, { communityID: o.id, day: DAY }, at(DAY, 8));
    await drainBoth(secondInstance());
    expect((await sentTo(o.id, DIGEST_TARGET)).length).toBe(2);
    expect((await sentTo(o.id)).filter((n) => n.title.startsWith('งานเกินกำหนด'))).toHaveLength(1);
  });

  it('a reminder goes to the assignees once per due time, and not after the due time moved', async () => {
    const o = await openOffice(t);
    const g = await insertGroup(t, o.id);
    const s = t.app.services;
    const now = new Date();
    const dueAt = new Date(now.getTime() + 10 * HOUR);
    const task = await insertTask(t, o.id, g, { dueAt, assignees: [o.pmc.userId, o.committee.userId] });
    const scope = communityScope(t.appDb, o.id);
    await scope.run(async (tx) => {
      await scheduleDueReminder(tx, s, scope, { id: task.id, dueAt }, now);
      await scheduleDueReminder(tx, s, scope, { id: task.id, dueAt }, now);
    });
    expect(await pendingOf(REMINDER, o.id)).toHaveLength(1);
    // A duplicate row of the same key (the worst case) is stopped by the REMINDED mark.
    await s.jobs.schedule(REMINDER, { communityID: o.id, taskID: task.id, dueAt: dueAt.toISOString() });
    await drainBoth(secondInstance());
    const reminded = (await sentTo(o.id)).filter((n) => n.title.startsWith('ใกล้ครบกำหนด'));
    expect(reminded.map((n) => n.userId).sort()).toEqual([o.pmc.userId, o.committee.userId].sort());
    const marks = await t.db.select().from(issueTaskEvents).where(eq(issueTaskEvents.taskId, task.id));
    expect(marks.map((m) => m.kind)).toEqual(['REMINDED']);

    // The due time moved: the old time's reminder finds it changed and says nothing.
    await t.db
      .update(issueTasks)
      .set({ dueAt: new Date(now.getTime() + 5 * 24 * HOUR) })
      .where(eq(issueTasks.id, task.id));
    const stale = {
      communityID: o.id,
      taskID: task.id,
      dueAt: new Date(now.getTime() + 11 * HOUR).toISOString(),
    };
    await s.jobs.schedule(REMINDER, stale);
    await drainBoth(secondInstance());
    expect((await sentTo(o.id)).filter((n) => n.title.startsWith('ใกล้ครบกำหนด'))).toHaveLength(2);
    // A due time already past gets no reminder at all.
    await scope.run((tx) =>
      scheduleDueReminder(tx, s, scope, { id: task.id, dueAt: new Date(now.getTime() - HOUR) }, now),
    );
    expect(await pendingOf(REMINDER, o.id)).toHaveLength(3);
  });

  it('start-up puts each condominium with the feature on one chain of mornings, however often it runs', async () => {
    const o = await openOffice(t);
    const village = await newCommunity(t, { type: 'VILLAGE' });
    const off = await newCommunity(t, { features: ['PARCEL'] });
    const now = at('2026-03-10', 6);
    await Promise.all([startMornings(t.app.services, now), startMornings(t.app.services, now)]);
    await startMornings(t.app.services, now);
    const mine = await pendingOf(MORNING, o.id);
    expect(mine.map((j) => [j.payload, j.runAt.getTime()])).toEqual([
      [{ communityID: o.id, day: '2026-03-10' }, digestTime('2026-03-10', 8, TZ).getTime()],
    ]);
    expect(await pendingOf(MORNING, village.id)).toHaveLength(0);
    expect(await pendingOf(MORNING, off.id)).toHaveLength(0);
    // After the digest hour, tomorrow's.
    const later = await openOffice(t);
    await startMornings(t.app.services, at('2026-03-10', 9));
    expect((await pendingOf(MORNING, later.id)).map((j) => j.payload)).toEqual([
      { communityID: later.id, day: '2026-03-11' },
    ]);
    // A saved digest hour moves the waiting morning.
    const put = await later.pmc.call('PUT', '/api/issuetracking/setting', {
      body: {
        communityID: later.id,
        slaDays: { URGENT: 0, HIGH: 2, NORMAL: 5, LOW: 10 },
        workingWeekdays: [1, 2, 3, 4, 5],
        holidays: [],
        digestHour: 6,
        escalateAfterDays: 3,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const moved = (await pendingOf(MORNING, later.id)).find(
      (j) => (j.payload as { day: string }).day === '2026-03-11',
    );
    expect(moved!.runAt.getTime()).toBe(digestTime('2026-03-11', 6, TZ).getTime());
    // The key check alone (no second row) when scheduled twice in a row.
    await t.db.transaction(async (tx) => {
      expect(
        await scheduleOnce(tx, t.app.services, MORNING, { communityID: later.id, day: '2026-03-11' }, now),
      ).toBe(false);
    });
  });
});
