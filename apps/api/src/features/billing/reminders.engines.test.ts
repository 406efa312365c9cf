import { and, eq, like, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../platform/db/client';
import { jobs } from '../../platform/jobs/tables';
import { smtpMailer } from '../../platform/mail/mailer';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import type { AppServices } from '../../platform/services';
import { communityFeatures } from '../../platform/tenancy/tables';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { newCommunity } from '../../test/community-kit';
import { startTestApp, type TestApp } from '../../test/test-app';
import { billingKit } from './billing-test-kit';
import { REMINDER_DAY, startSweeps } from './reminder-jobs';
import { sweepReminders } from './reminder-sweep';
import { billingRemindersSent, billingUnitCredits } from './tables';

/** A real SMTP server in this process: what the mailer delivered, recipient by recipient. */
function mailbox() {
  const received: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString(),
        });
        done();
      });
    },
  });
  return {
    received,
    server,
    listen: () =>
      new Promise<number>((resolve) => {
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
/** On PostgreSQL a second pool, as a second API instance has; on PGlite the one database. */
let other: DatabaseHandle | undefined;
const box = mailbox();
let smtpUrl: string;
beforeAll(async () => {
  t = await startTestApp({ template: 'empty' });
  if (t.databaseUrl) other = await openDatabase({ url: t.databaseUrl });
  smtpUrl = `smtp://127.0.0.1:${await box.listen()}`;
});
afterAll(async () => {
  await box.close();
  await other?.close();
  await t?.close();
});

/** An API instance's services: its own pool (on PostgreSQL) and the real SMTP mailer. */
const instance = (db: AppServices['db']): AppServices => ({
  ...t.app.services,
  db,
  mailer: smtpMailer(smtpUrl, 'billing@kit.test'),
});
const quiet = { info() {}, warn() {}, error() {} };
/** Noon in Bangkok on a day: the fixed clock that decides which steps are due. */
const noon = (day: string) => new Date(`${day}T12:00:00+07:00`);

const lines = [{ kind: 'COMMON_FEE', description: 'ค่าส่วนกลาง', rateSatang: 100_000, quantity: '1' }];

describe('bill reminders', () => {
  it('two instances sweeping at once send each due (bill, step) once, by notification and e-mail', async () => {
    const community = await newCommunity(t);
    const k = await billingKit(t, community);
    const residents = {
      A1: await community.member('RESIDENT', { home: { unitId: k.unitIds.A1 } }),
      A2: await community.member('RESIDENT', { home: { unitId: k.unitIds.A2 } }),
      B1: await community.member('RESIDENT', { home: { unitId: k.unitIds.B1 } }),
    };
    // Paid at once from the unit's credit: a paid bill is reminded of nothing.
    await t.db
      .insert(billingUnitCredits)
      .values({ communityId: community.id, unitId: k.unitIds.A1, creditSatang: 100_000 });
    const paid = await k.bill('A1', '2025-12', { dueDate: '2026-03-10', lines });
    expect(paid.status).toBe('PAID');
    const bills = {
      before7: await k.bill('A1', '2026-03', { dueDate: '2026-03-17', lines }),
      onDue: await k.bill('A2', '2026-02', { dueDate: '2026-03-10', lines }),
      after7: await k.bill('B1', '2026-02', { dueDate: '2026-03-03', lines }),
      after30: await k.bill('A1', '2026-01', { dueDate: '2026-02-08', lines }),
      // Its week-before day was two days ago and nothing swept then: it goes out late, today.
      lateBefore7: await k.bill('A2', '2026-03', { dueDate: '2026-03-15', lines }),
    };
    // Not due for anything yet: its week-before day is tomorrow.
    await k.bill('B1', '2026-03', { dueDate: '2026-03-18', lines });
    // Recalled on its due date: a voided bill is reminded of nothing.
    const recalled = await k.bill('B1', '2026-01', { dueDate: '2026-03-10', lines });
    const recall = await k.send('POST', '/api/billing/force-recall', {
      billID: recalled.billID,
      reason: 'ออกซ้ำ',
    });
    expect(recall.statusCode, recall.body).toBe(200);

    const a = instance(t.appDb);
    const b = instance(other?.db ?? t.appDb);
    const [x, y] = await Promise.all([
      sweepReminders(a, community.id, noon('2026-03-10'), quiet),
      sweepReminders(b, community.id, noon('2026-03-10'), quiet),
    ]);
    expect(x + y).toBe(5);

    const sent = await t.db
      .select({ billId: billingRemindersSent.billId, step: billingRemindersSent.step })
      .from(billingRemindersSent)
      .where(eq(billingRemindersSent.communityId, community.id));
    expect(sent.map((r) => `${r.billId} ${r.step}`).sort()).toEqual(
      [
        `${bills.before7.billID} BEFORE_7`,
        `${bills.onDue.billID} ON_DUE`,
        `${bills.after7.billID} AFTER_7`,
        `${bills.after30.billID} AFTER_30`,
        `${bills.lateBefore7.billID} BEFORE_7`,
      ].sort(),
    );
    const told = await t.db
      .select({ userId: notificationRecipients.userId, target: notifications.target })
      .from(notifications)
      .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
      .where(
        and(
          eq(notifications.communityId, community.id),
          eq(notifications.featureEnum, 'BILLING'),
          like(notifications.title, '%ชำระ%'),
        ),
      );
    expect(told).toHaveLength(5);
    expect(
      told
        .filter((n) => n.userId === residents.A1.userId)
        .map((n) => n.target)
        .sort(),
    ).toEqual(
      [
        `/dashboard/billing/list/detail/${bills.before7.billID}`,
        `/dashboard/billing/list/detail/${bills.after30.billID}`,
      ].sort(),
    );
    const mailedTo = box.received.flatMap((m) => m.to).sort();
    expect(mailedTo).toEqual(
      [
        residents.A1.email,
        residents.A1.email,
        residents.A2.email,
        residents.A2.email,
        residents.B1.email,
      ].sort(),
    );

    // Swept again, the same day, by both: nothing more.
    const again = await Promise.all([
      sweepReminders(a, community.id, noon('2026-03-10'), quiet),
      sweepReminders(b, community.id, noon('2026-03-10'), quiet),
    ]);
    expect(again).toEqual([0, 0]);
    expect(box.received).toHaveLength(5);
  });

  it('a step turned off is not sent; e-mail off sends the notification only', async () => {
    const community = await newCommunity(t);
    const k = await billingKit(t, community);
    await community.member('RESIDENT', { home: { unitId: k.unitIds.B1 } });
    const mailed = box.received.length;
    const setSteps = async (AFTER_7: boolean, email: boolean) => {
      const res = await k.send('POST', '/api/billing/setting/reminder', {
        reminders: { steps: { BEFORE_7: true, ON_DUE: true, AFTER_7, AFTER_30: true }, email },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setSteps(false, false);
    expect((await k.get('/api/billing/setting/reminder')).json().data).toMatchObject({
      steps: { AFTER_7: false },
      email: false,
    });
    await k.bill('B1', '2026-02', { dueDate: '2026-03-03', lines });
    const s = instance(other?.db ?? t.appDb);
    expect(await sweepReminders(s, community.id, noon('2026-03-10'), quiet)).toBe(0);
    await setSteps(true, false);
    expect(await sweepReminders(s, community.id, noon('2026-03-10'), quiet)).toBe(1);
    expect(box.received).toHaveLength(mailed);
  });

  it('a reminder whose notification failed is given back and goes out on the next sweep', async () => {
    const community = await newCommunity(t);
    const k = await billingKit(t, community);
    await community.member('RESIDENT', { home: { unitId: k.unitIds.A1 } });
    await k.bill('A1', '2026-02', { dueDate: '2026-03-10', lines });
    const down: AppServices = {
      ...instance(t.appDb),
      notify: async () => {
        throw new Error('notifications are down');
      },
    };
    expect(await sweepReminders(down, community.id, noon('2026-03-10'), quiet)).toBe(0);
    const held = await t.db
      .select()
      .from(billingRemindersSent)
      .where(eq(billingRemindersSent.communityId, community.id));
    expect(held).toEqual([]);
    expect(await sweepReminders(instance(t.appDb), community.id, noon('2026-03-11'), quiet)).toBe(1);
  });

  it('each community has one next sweep waiting, however many instances start', async () => {
    const community = await newCommunity(t);
    await billingKit(t, community);
    const s = t.app.services;
    const now = noon('2026-03-10');
    await Promise.all([startSweeps(s, now), startSweeps(instance(other?.db ?? t.appDb), now)]);
    await startSweeps(s, now);
    const waiting = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, REMINDER_DAY), sql`${jobs.payload}->>'communityID' = ${community.id}`));
    // Noon is past the sweep hour: tomorrow's sweep, at 08:00 Bangkok.
    expect(waiting.map((j) => [j.payload, j.runAt.toISOString()])).toEqual([
      [{ communityID: community.id, day: '2026-03-11' }, '2026-03-11T01:00:00.000Z'],
    ]);
  });

  it('a day’s job sweeps and puts the next day on its way, once', async () => {
    const community = await newCommunity(t);
    const k = await billingKit(t, community);
    await community.member('RESIDENT', { home: { unitId: k.unitIds.A2 } });
    const today = localDate(new Date(), 'Asia/Bangkok');
    const bill = await k.bill('A2', '2026-02', { dueDate: today, lines });
    const s = t.app.services;
    await s.jobs.schedule(REMINDER_DAY, { communityID: community.id, day: today });
    await s.jobs.schedule(REMINDER_DAY, { communityID: community.id, day: today });
    while ((await s.jobs.runDue()) > 0) {}
    const sent = await t.db
      .select({ step: billingRemindersSent.step })
      .from(billingRemindersSent)
      .where(eq(billingRemindersSent.billId, bill.billID));
    expect(sent).toEqual([{ step: 'ON_DUE' }]);
    const next = await t.db
      .select({ payload: jobs.payload, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, REMINDER_DAY), sql`${jobs.payload}->>'communityID' = ${community.id}`));
    expect(next.filter((j) => j.status === 'PENDING').map((j) => j.payload)).toEqual([
      { communityID: community.id, day: addDays(today, 1) },
    ]);

    // Billing switched off: the day sends nothing (its chain goes on, to resume when switched on).
    const late = await k.bill('A1', '2026-02', { dueDate: today, lines });
    await t.db
      .update(communityFeatures)
      .set({ isEnable: false })
      .where(
        and(eq(communityFeatures.communityId, community.id), eq(communityFeatures.featureEnum, 'BILLING')),
      );
    await s.jobs.schedule(REMINDER_DAY, { communityID: community.id, day: addDays(today, 1) });
    while ((await s.jobs.runDue()) > 0) {}
    const none = await t.db
      .select()
      .from(billingRemindersSent)
      .where(eq(billingRemindersSent.billId, late.billID));
    expect(none).toEqual([]);
  });
});
