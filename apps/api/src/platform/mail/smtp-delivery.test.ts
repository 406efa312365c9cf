import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../test/smtp-catcher';
import { startTestApp, type TestApp } from '../../test/test-app';
import { jobs } from '../jobs/tables';

const FROM = 'Riverside Office <office@riverside.test>';
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    mail: 'configured',
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: FROM,
      PUBLIC_URL: 'https://console.riverside.test',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/password/forgot', payload: { email } });
const mailJobs = () => t.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));

describe('mail through a real SMTP server', () => {
  it('delivers a reset mail with its sender, Thai subject and link, and keeps no secret after', async () => {
    expect((await forgot('pmc@demo.test')).statusCode).toBe(200);
    expect(smtp.received).toHaveLength(0); // queued, not sent inside the request
    await t.app.services.jobs.runDue();
    const mail = smtp.received.at(-1)!;
    expect(mail.from?.text).toBe('"Riverside Office" <office@riverside.test>');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('pmc@demo.test');
    expect(mail.subject).toBe('ตั้งรหัสผ่านใหม่ / Reset your password');
    expect(mail.text).toMatch(/https:\/\/console\.riverside\.test\/resetpassword\?token=[\w-]+/);
    expect(mail.text).toContain('สวัสดีคุณ');
    const [job] = await mailJobs();
    expect(job).toMatchObject({ status: 'DONE', attempts: 1, payload: {} });
  });

  it('keeps a mail while the SMTP server is down and delivers it when it is back', async () => {
    await t.db.delete(jobs).where(eq(jobs.kind, 'mail.send'));
    const port = smtp.port;
    await smtp.close();
    expect((await forgot('committee@demo.test')).statusCode).toBe(200);
    await t.app.services.jobs.runDue();
    const [waiting] = await mailJobs();
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting!.payload).toMatchObject({ to: 'committee@demo.test' });

    smtp = await startSmtp(port);
    // The back-off would wait 5 s: make the retry due now instead of sleeping.
    await t.db.execute(sql`update jobs set run_at = now() where kind = 'mail.send'`);
    await t.app.services.jobs.runDue();
    expect(smtp.received.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ''))).toEqual([
      'committee@demo.test',
    ]);
    const [sent] = await mailJobs();
    expect(sent).toMatchObject({ status: 'DONE', attempts: 2, payload: {} });
  });
});
