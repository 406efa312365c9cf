import { and, eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../platform/jobs/tables';
import { localDate } from '../../platform/time/zone-clock';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { startSmtp } from '../../test/smtp-catcher';
import { startTestApp, type TestApp } from '../../test/test-app';
import { MONTHLY_REPORT, mailTime } from './monthly-job';
import { nextMonth } from './report-months';
import { vmsReportMailSends } from './tables';
import { vmsKit } from './vms-test-kit';

const SETTING = '/api/vms/report/monthly-email/setting';
const SEND = '/api/vms/report/monthly-email';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    template: 'empty',
    mail: 'configured',
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Office <office@kit.test>' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const toOf = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');
const mailsTo = (address: string) => smtp.received.filter((m) => toOf(m) === address);
const drain = async () => {
  while ((await t.app.services.jobs.runDue()) > 0);
};
const address = (who: string) => `${who}-${crypto.randomUUID().slice(0, 6)}@kit.test`;
const thisMonth = () => localDate(new Date(), 'Asia/Bangkok').slice(0, 7);
/** The community's monthly job of `month`, made due now, as the runner leaves one it will try again. */
const due = (communityID: string, month: string) =>
  t.db
    .update(jobs)
    .set({ status: 'PENDING', runAt: new Date(Date.now() - 1000) })
    .where(
      and(
        eq(jobs.kind, MONTHLY_REPORT),
        sql`${jobs.payload}->>'communityID' = ${communityID}`,
        sql`${jobs.payload}->>'month' = ${month}`,
      ),
    );
const jobsOf = (communityID: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, MONTHLY_REPORT), sql`${jobs.payload}->>'communityID' = ${communityID}`));

describe('the monthly visitor report by e-mail', () => {
  it('the setting: validated addresses, at most 20, approvers only; another community keeps its own', async () => {
    const community = await newCommunity(t, { name: 'Setting condo' });
    const k = await vmsKit(t, community);
    expect((await k.get(k.resident, SETTING)).json().data).toEqual({ enabled: false, recipients: [] });
    const put = (who: typeof k.staff, body: object, headers = {}) =>
      who.call('PUT', SETTING, { body: { communityID: community.id, ...body }, headers });
    const thai = expectRefusal(
      await put(
        k.staff,
        { enabled: true, recipients: ['office@kit.test', 'not-an-address'] },
        { 'accept-language': 'th' },
      ),
      400,
    );
    expect(thai.message).toMatch(/[\u0E00-\u0E7F]/);
    expectRefusal(
      await put(k.staff, {
        enabled: true,
        recipients: Array.from({ length: 21 }, (_, i) => `p${i}@kit.test`),
      }),
      400,
    );
    expectRefusal(await put(k.staff, { enabled: 'yes', recipients: [] }), 400);
    expectRefusal(await put(k.guard, { enabled: true, recipients: ['g@kit.test'] }), 403);
    expectRefusal(await put(k.resident, { enabled: true, recipients: ['r@kit.test'] }), 403);
    expect((await k.get(k.staff, SETTING)).json().data.recipients).toEqual([]);

    const ok = await put(k.staff, {
      enabled: true,
      recipients: [' Office@Kit.test ', 'office@kit.test', 'b@kit.test'],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await k.get(k.guard, SETTING)).json().data).toEqual({
      enabled: true,
      recipients: ['office@kit.test', 'b@kit.test'],
    });
    // Switched on: the next 1st's job waits, written once however often it is switched on.
    await put(k.staff, { enabled: true, recipients: ['office@kit.test'] });
    const waiting = await jobsOf(community.id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt.getTime()).toBeGreaterThan(Date.now());

    const other = await vmsKit(t, await newCommunity(t, { name: 'Other condo' }));
    expect((await other.get(other.staff, SETTING)).json().data.recipients).toEqual([]);
    expectRefusal(
      await other.staff.call('PUT', SETTING, {
        body: { communityID: community.id, enabled: false, recipients: [] },
      }),
      403,
    );
  });

  it('the job mails once per recipient, also after failing half way and running again', async () => {
    const community = await newCommunity(t, { name: 'Monthly condo' });
    const k = await vmsKit(t, community);
    const a = address('a');
    const b = address('b');
    const res = await k.staff.call('PUT', SETTING, {
      body: { communityID: community.id, enabled: true, recipients: [a, b] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await k.checkin();
    const [job] = await jobsOf(community.id);
    const month = (job!.payload as { month: string }).month;
    expect(job!.runAt).toEqual(mailTime(month, 'Asia/Bangkok'));

    const mailer = t.app.services.mailer;
    const send = mailer.send.bind(mailer);
    // The second address fails once: the run stops there, the first is already mailed.
    let failed = false;
    const spy = vi.spyOn(mailer, 'send').mockImplementation(async (m) => {
      if (m.to === b && !failed) {
        failed = true;
        throw new Error('mail server away');
      }
      return send(m);
    });
    try {
      await due(community.id, month);
      await drain();
      expect(failed).toBe(true);
      expect(mailsTo(a)).toHaveLength(1);
      expect(mailsTo(b)).toHaveLength(0);
      await due(community.id, month);
      await drain();
      // And once more, as a crash after the sends would.
      await due(community.id, month);
      await drain();
    } finally {
      spy.mockRestore();
    }
    expect(mailsTo(a)).toHaveLength(1);
    expect(mailsTo(b)).toHaveLength(1);
    const mail = mailsTo(b)[0]!;
    expect(mail.subject).toContain(month);
    expect(mail.text).toContain('จำนวนผู้มาติดต่อ');
    const [sheet] = await readXlsxFile(mail.attachments[0]!.content);
    expect(sheet!.data.length).toBe(month === thisMonth() ? 2 : 1);
    const sends = await t.db
      .select()
      .from(vmsReportMailSends)
      .where(eq(vmsReportMailSends.communityId, community.id));
    expect(sends.map((s) => s.address).sort()).toEqual([a, b].sort());
    // The chain goes on: the next month waits for its 1st.
    const months = (await jobsOf(community.id)).map((j) => (j.payload as { month: string }).month);
    expect(months.sort()).toEqual([month, nextMonth(month)]);
  });

  it('sends a month now to every recipient; refuses a month ahead, a bad month and an empty list', async () => {
    const community = await newCommunity(t, { name: 'Send-now condo' });
    const k = await vmsKit(t, community);
    const post = (who: typeof k.staff, month: string) =>
      who.call('POST', SEND, { body: { communityID: community.id, month } });
    expectRefusal(await post(k.staff, thisMonth()), 400, 'VMS_REPORT_NO_RECIPIENTS');
    const c = address('c');
    await k.staff.call('PUT', SETTING, {
      body: { communityID: community.id, enabled: false, recipients: [c] },
    });
    expectRefusal(await post(k.staff, nextMonth(thisMonth())), 400, 'VMS_REPORT_MONTH_AHEAD');
    expectRefusal(await post(k.staff, '2026-13'), 400);
    expectRefusal(await post(k.guard, thisMonth()), 403);
    expectRefusal(await post(k.resident, thisMonth()), 403);
    await k.checkin();
    const res = await post(k.staff, thisMonth());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.recipients).toEqual([c]);
    await drain();
    expect(mailsTo(c)).toHaveLength(1);
    expect(mailsTo(c)[0]!.attachments[0]!.filename).toBe(`visitors-${thisMonth()}.xlsx`);
    // Another community's approver cannot send ours.
    const other = await vmsKit(t, await newCommunity(t, { name: 'Other sender' }));
    expectRefusal(
      await other.staff.call('POST', SEND, { body: { communityID: community.id, month: thisMonth() } }),
      403,
    );
  });
});
