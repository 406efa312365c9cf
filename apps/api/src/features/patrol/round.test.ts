import { and, eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import { changesSoonSettled } from '../../platform/realtime/change-soon';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { codeDigest, patrolGuardPack } from './guard-pack';
import { patrolKit } from './patrol-test-kit';
import { closeDueRound, remindRound } from './round-jobs';
import { patrolRounds, patrolScans } from './tables';

const quiet = { info() {}, warn() {}, error() {} };
const MINUTE = 60_000;

describe('patrol rounds', () => {
  apiTest(
    'a guard starts, scans (flags) and finishes a round; the console reads it',
    async ({ api, community }) => {
      const k = await patrolKit(api, community);
      const a = await k.checkpoint('Gate', { latitude: 13.7563, longitude: 100.5018 });
      const b = await k.checkpoint('Pool');
      const plan = await k.plan([a.checkpointID, b.checkpointID]);
      const round = await k.round(plan.id, [a.checkpointID, b.checkpointID], -5);
      await k.round(plan.id, [a.checkpointID], 11 * 60);
      await k.round(plan.id, [a.checkpointID], 13 * 60); // beyond 12 hours: not current

      const current = (await k.get(k.guard, '/api/patrol/round/current')).json().data;
      expect(Date.parse(current.serverTime)).toBeGreaterThan(Date.now() - MINUTE);
      expect(current.rounds.map((r: { roundID: string }) => r.roundID)[0]).toBe(round.id);
      expect(current.rounds).toHaveLength(2);

      const started = await k.post(k.guard, '/api/patrol/round/start', { roundID: round.id });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().data).toMatchObject({
        status: 'IN_PROGRESS',
        startedBy: { userID: k.guard.userId },
      });

      const scanned = await k.post(k.guard, '/api/patrol/round/scan', {
        clientUUID: crypto.randomUUID(),
        code: `CP:${a.code}`,
        scannedAt: new Date().toISOString(),
        latitude: 13.7603, // ~450 m north
        longitude: 100.5018,
      });
      expect(scanned.json().data).toMatchObject({
        replayed: false,
        checkpointID: a.checkpointID,
        checkpointName: 'Gate',
        roundID: round.id,
        late: false,
        flags: ['FAR_AWAY'],
      });
      const skewed = await k.post(k.guard, '/api/patrol/round/scan', {
        clientUUID: crypto.randomUUID(),
        code: b.code,
        scannedAt: new Date(Date.now() + 20 * MINUTE).toISOString(),
      });
      expect(skewed.json().data).toMatchObject({ roundID: round.id, flags: ['CLOCK_SKEW'] });

      const finished = await k.post(k.guard, '/api/patrol/round/finish', { roundID: round.id });
      expect(finished.json().data.status).toBe('DONE');
      expect(
        finished
          .json()
          .data.checkpoints.map((c: { seq: number; scannedAt: string | null }) => [c.seq, !!c.scannedAt]),
      ).toEqual([
        [1, true],
        [2, true],
      ]);
      expectRefusal(
        await k.post(k.guard, '/api/patrol/round/finish', { roundID: round.id }),
        409,
        'PATROL_ROUND_CLOSED',
      );
      const info = await k.get(k.staff, '/api/patrol/info', { roundID: round.id });
      expect(info.json().data).toMatchObject({ roundID: round.id, status: 'DONE', planName: 'Kit plan' });
      const list = await k.get(k.staff, '/api/patrol/round/list', { from: '2026-01-01', to: '2026-01-01' });
      expect(list.json().items).toHaveLength(3);
      // A label outside any open round is kept, flagged.
      const stray = await k.post(k.guard, '/api/patrol/round/scan', {
        clientUUID: crypto.randomUUID(),
        code: b.code,
        scannedAt: new Date().toISOString(),
      });
      expect(stray.json().data).toMatchObject({ roundID: null, flags: ['NOT_IN_ROUND'] });
    },
  );

  apiTest(
    'the due job marks MISSED and PARTIAL and, run twice, alerts the plan roles once',
    async ({ api, community }) => {
      const k = await patrolKit(api, community);
      const a = await k.checkpoint('Gate');
      const b = await k.checkpoint('Car park');
      const plan = await k.plan([a.checkpointID, b.checkpointID], ['PMC']);
      const missed = await k.round(plan.id, [a.checkpointID, b.checkpointID], -90); // due 15 min ago
      const partial = await k.round(plan.id, [a.checkpointID, b.checkpointID], -70); // due 5 min from now
      await k.post(k.guard, '/api/patrol/round/scan', {
        clientUUID: crypto.randomUUID(),
        code: a.code,
        scannedAt: new Date().toISOString(),
        roundID: partial.id,
      });
      await api.db
        .update(patrolRounds)
        .set({ dueAt: new Date(Date.now() - MINUTE) })
        .where(eq(patrolRounds.id, partial.id));
      // The scans' own live change goes out just after them: not counted as the job's.
      await changesSoonSettled();
      const publish = vi.spyOn(api.app.services.realtime, 'publish');
      try {
        const s = api.app.services;
        const first = await closeDueRound(s, community.id, missed.id, quiet);
        const again = await closeDueRound(s, community.id, missed.id, quiet);
        await Promise.all([
          closeDueRound(s, community.id, partial.id, quiet),
          closeDueRound(s, community.id, partial.id, quiet),
        ]);
        expect(first?.round.status).toBe('MISSED');
        expect(again).toBeNull();
        expect((await k.roundNow(partial.id)).status).toBe('PARTIAL');
        const alerts = await api.db
          .select({
            title: notifications.title,
            featureEnum: notifications.featureEnum,
            target: notifications.target,
          })
          .from(notifications)
          .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
          .where(
            and(
              eq(notifications.communityId, community.id),
              eq(notificationRecipients.userId, k.staff.userId),
            ),
          );
        expect(alerts).toHaveLength(2);
        expect(alerts.every((x) => x.featureEnum === 'PATROL' && x.target === '/dashboard')).toBe(true);
        const changed = publish.mock.calls.flatMap(([, d]) => d).filter((d) => d.event.type === 'changed');
        expect(changed).toHaveLength(2);
      } finally {
        publish.mockRestore();
      }
      // A round not yet due is left alone by an early run.
      const ahead = await k.round(plan.id, [a.checkpointID], 30);
      expect(await closeDueRound(api.app.services, community.id, ahead.id, quiet)).toBeNull();
    },
  );

  apiTest(
    'scans made in a round but synced after the due job closed it are credited; the round is revised up once',
    async ({ api, community }) => {
      const k = await patrolKit(api, community);
      const a = await k.checkpoint('Gate');
      const b = await k.checkpoint('Car park');
      const plan = await k.plan([a.checkpointID, b.checkpointID], ['PMC']);
      const round = await k.round(plan.id, [a.checkpointID, b.checkpointID], -90); // due 15 min ago
      const closed = await closeDueRound(api.app.services, community.id, round.id, quiet);
      expect(closed?.round.status).toBe('MISSED');
      const alertsToStaff = async () =>
        (
          await api.db
            .select({ title: notifications.title })
            .from(notifications)
            .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
            .where(
              and(
                eq(notifications.communityId, community.id),
                eq(notificationRecipients.userId, k.staff.userId),
              ),
            )
        ).map((n) => n.title);
      expect(await alertsToStaff()).toHaveLength(1);

      // The phone walked the car park without signal 60 and 50 minutes ago; its queue syncs now.
      const queued = (code: string, minutesAgo: number) => ({
        clientUUID: crypto.randomUUID(),
        code,
        scannedAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
      });
      const first = await k.post(k.guard, '/api/patrol/round/scan', queued(a.code, 60));
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ roundID: round.id, late: false, flags: ['CLOCK_SKEW'] });
      expect(await k.roundNow(round.id)).toMatchObject({
        status: 'PARTIAL',
        closedAt: closed!.round.closedAt,
      });
      const carPark = queued(b.code, 50);
      const second = await k.post(k.guard, '/api/patrol/round/scan', carPark);
      expect(second.json().data.roundID).toBe(round.id);
      expect((await k.roundNow(round.id)).status).toBe('DONE');
      // The staff told it was missed hear once that it was done; a replay changes nothing.
      const replay = await k.post(k.guard, '/api/patrol/round/scan', carPark);
      expect(replay.json().data.replayed).toBe(true);
      const titles = await alertsToStaff();
      expect(titles).toHaveLength(2);
      expect(titles.filter((t) => t.includes('ตรวจครบ'))).toHaveLength(1);

      // A scan made after the round closed is not credited to it.
      const after = await k.post(k.guard, '/api/patrol/round/scan', queued(a.code, 0));
      expect(after.json().data).toMatchObject({ roundID: null, flags: ['NOT_IN_ROUND'] });
    },
  );

  apiTest(
    'a scan counts for the round this guard started when two open rounds share the checkpoint',
    async ({ api, community }) => {
      const k = await patrolKit(api, community);
      const a = await k.checkpoint('Gate');
      const plan = await k.plan([a.checkpointID]);
      const earlier = await k.round(plan.id, [a.checkpointID], -20);
      const mine = await k.round(plan.id, [a.checkpointID], -10);
      const started = await k.post(k.guard, '/api/patrol/round/start', { roundID: mine.id });
      expect(started.statusCode, started.body).toBe(200);
      const scan = await k.post(k.guard, '/api/patrol/round/scan', {
        clientUUID: crypto.randomUUID(),
        code: a.code,
        scannedAt: new Date().toISOString(),
      });
      expect(scan.json().data.roundID).toBe(mine.id);
      expect((await k.roundNow(earlier.id)).status).toBe('SCHEDULED');
    },
  );

  apiTest(
    'a round across midnight counts for its first day in the report; the sheet downloads',
    async ({ api, community }) => {
      const k = await patrolKit(api, community);
      const a = await k.checkpoint('Gate');
      const plan = await k.plan([a.checkpointID]);
      // Bangkok 02:00 on the 4th belongs to the night of the 3rd.
      const lateNight = await k.round(plan.id, [a.checkpointID], -120, '2026-03-03');
      await api.db
        .update(patrolRounds)
        .set({
          startsAt: new Date('2026-03-03T19:00:00Z'),
          endsAt: new Date('2026-03-03T19:45:00Z'),
          dueAt: new Date('2026-03-03T20:00:00Z'),
          status: 'MISSED',
          closedAt: new Date(),
        })
        .where(eq(patrolRounds.id, lateNight.id));
      const done = await k.round(plan.id, [a.checkpointID], -600, '2026-03-04');
      await api.db
        .update(patrolRounds)
        .set({ status: 'DONE', late: true, startedBy: k.guard.userId })
        .where(eq(patrolRounds.id, done.id));
      const report = await k.get(k.staff, '/api/patrol/report-by-day', {
        from: '2026-03-01',
        to: '2026-03-31',
      });
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json().data.days).toEqual([
        {
          date: '2026-03-03',
          lines: [expect.objectContaining({ planName: 'Kit plan', guard: null, missed: 1, onTime: 0 })],
        },
        {
          date: '2026-03-04',
          lines: [
            expect.objectContaining({ guard: expect.objectContaining({ userID: k.guard.userId }), late: 1 }),
          ],
        },
      ]);
      expect(report.json().data.totals).toEqual({ onTime: 0, late: 1, partial: 0, missed: 1 });
      const sheet = await k.get(k.staff, '/api/patrol/report-generate', {
        from: '2026-03-01',
        to: '2026-03-31',
      });
      expect(sheet.statusCode).toBe(200);
      expect(sheet.headers['content-type']).toContain('spreadsheetml');
      expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
    },
  );

  apiTest(
    'checkpoints: create, update, retire or replace a label, print six a sheet (logged)',
    async ({ api, community }) => {
      const k = await patrolKit(api, community);
      const a = await k.checkpoint('Gate');
      const b = await k.checkpoint('Pool');
      expect(a.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const moved = await k.post(k.staff, '/api/patrol/checkpoint/update', {
        checkpointID: a.checkpointID,
        name: 'Main gate',
        place: 'North',
        latitude: 13.7,
        longitude: 100.5,
      });
      expect(moved.json().data).toMatchObject({
        name: 'Main gate',
        place: 'North',
        latitude: 13.7,
        code: a.code,
      });
      const printed = await k.post(k.staff, '/api/patrol/checkpoint/print', {});
      expect(printed.json().data).toEqual({
        perSheet: 6,
        labels: [
          { checkpointID: a.checkpointID, name: 'Main gate', place: 'North', qrText: `CP:${a.code}` },
          { checkpointID: b.checkpointID, name: 'Pool', place: 'Pool place', qrText: `CP:${b.code}` },
        ],
      });
      const replaced = (
        await k.post(k.staff, '/api/patrol/checkpoint/retire', {
          checkpointID: a.checkpointID,
          replace: true,
        })
      ).json().data;
      expect(replaced.code).not.toBe(a.code);
      expect(replaced.retiredAt).toBeNull();
      const scan = (code: string) =>
        k.post(k.guard, '/api/patrol/round/scan', {
          clientUUID: crypto.randomUUID(),
          code,
          scannedAt: new Date().toISOString(),
        });
      expectRefusal(await scan(`CP:${a.code}`), 400, 'UNKNOWN_CHECKPOINT'); // the copied old label
      expect((await scan(replaced.code)).statusCode).toBe(200);
      const retired = (
        await k.post(k.staff, '/api/patrol/checkpoint/retire', { checkpointID: b.checkpointID })
      ).json().data;
      expect(retired.retiredAt).not.toBeNull();
      expectRefusal(await scan(b.code), 400, 'UNKNOWN_CHECKPOINT');
      expectRefusal(
        await k.post(k.staff, '/api/patrol/checkpoint/retire', { checkpointID: b.checkpointID }),
        409,
        'PATROL_CHECKPOINT_RETIRED',
      );
      const list = (await k.get(k.staff, '/api/patrol/checkpoint/list')).json().items;
      expect(list.map((c: { name: string }) => c.name)).toEqual(['Main gate', 'Pool']);
      const logged = await api.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.communityId, community.id), eq(auditLog.action, 'patrol.checkpoint.print')));
      expect(logged).toHaveLength(1);
      expect(
        JSON.stringify(await api.db.select().from(auditLog).where(eq(auditLog.communityId, community.id))),
      ).not.toContain(a.code);
    },
  );

  apiTest(
    "plans: create makes today's rounds and tomorrow's, update remakes the unstarted; guard pack",
    async ({ api, community }) => {
      const k = await patrolKit(api, community);
      const a = await k.checkpoint('Gate');
      const b = await k.checkpoint('Roof');
      const body = {
        name: 'Night',
        checkpointIDs: [b.checkpointID, a.checkpointID],
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        schedule: { kind: 'INTERVAL', shiftStart: '20:00', shiftEnd: '06:00', everyMinutes: 120 },
        durationMinutes: 45,
        toleranceMinutes: 15,
        alertRoles: ['PMC', 'ADMIN'],
      };
      const created = await k.post(k.staff, '/api/patrol/setting/create', body);
      expect(created.statusCode, created.body).toBe(200);
      const plan = created.json().data;
      expect(plan).toMatchObject({
        name: 'Night',
        checkpointIDs: [b.checkpointID, a.checkpointID],
        active: true,
      });
      const rounds = await api.db.select().from(patrolRounds).where(eq(patrolRounds.planId, plan.planID));
      expect(rounds.length).toBeGreaterThanOrEqual(5);
      expect(rounds.every((r) => r.dueAt > new Date())).toBe(true);
      expect(rounds[0]!.checkpointIds).toEqual([b.checkpointID, a.checkpointID]);
      // Made again (another instance, the daily job): nothing added.
      const again = await k.post(k.staff, '/api/patrol/setting/update', {
        ...body,
        planID: plan.planID,
        name: 'Night shift',
      });
      expect(again.json().data.name).toBe('Night shift');
      const after = await api.db.select().from(patrolRounds).where(eq(patrolRounds.planId, plan.planID));
      expect(after.length).toBe(rounds.length);
      // The log keeps which timetable the change replaced.
      const [logged] = await api.db
        .select({ after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.communityId, community.id), eq(auditLog.action, 'patrol.plan.update')));
      const unstarted = rounds.filter((r) => r.startsAt > new Date()).length;
      expect(logged!.after).toMatchObject({ roundsRemade: { dropped: unstarted, made: unstarted } });
      expect((await k.get(k.staff, '/api/patrol/setting/list')).json().items).toHaveLength(1);
      expect(
        (await k.get(k.staff, '/api/patrol/setting/info', { planID: plan.planID })).json().data.name,
      ).toBe('Night shift');

      const pack = await patrolGuardPack({
        scope: {
          communityId: community.id,
          owns: () => undefined as never,
          run: (w) => api.db.transaction(w),
        },
        userId: k.guard.userId,
        permissions: new Set(['PATROL:write']),
      });
      expect(pack.checkpoints).toEqual(
        expect.arrayContaining([
          { checkpointID: a.checkpointID, name: 'Gate', place: 'Gate place', codeDigest: codeDigest(a.code) },
        ]),
      );
      expect(JSON.stringify(pack)).not.toContain(a.code);
      const today = await k.get(k.staff, '/api/patrol/round/today');
      expect(today.json().data).toMatchObject({ done: 0, missed: 0 });
      expect(
        await api.db.select().from(patrolScans).where(eq(patrolScans.communityId, community.id)),
      ).toEqual([]);
    },
  );
  apiTest(
    'guards hear of a round five minutes ahead, once however often the reminder runs',
    async ({ api, community }) => {
      const k = await patrolKit(api, community);
      const a = await k.checkpoint('Gate');
      const plan = await k.plan([a.checkpointID]);
      const round = await k.round(plan.id, [a.checkpointID], 5);
      await remindRound(api.app.services, community.id, round.id);
      await remindRound(api.app.services, community.id, round.id);
      const got = await api.db
        .select({ featureEnum: notifications.featureEnum })
        .from(notifications)
        .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
        .where(
          and(eq(notifications.communityId, community.id), eq(notificationRecipients.userId, k.guard.userId)),
        );
      expect(got).toEqual([{ featureEnum: 'PATROL' }]);
    },
  );
});
