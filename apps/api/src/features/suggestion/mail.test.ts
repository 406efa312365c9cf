import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../platform/jobs/tables';
import { newCommunity } from '../../test/community-kit';
import { startSmtp } from '../../test/smtp-catcher';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type SuggestionKit, suggestionKit } from './suggestion-test-kit';
import { suggestionMailSends } from './tables';

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
/** Runs every due job, the mail deliveries they queue included. */
const drain = async () => {
  while ((await t.app.services.jobs.runDue()) > 0);
};
/** The area's job of `kind` back to PENDING and due, as the runner leaves one it will try again. */
const retry = (kind: string) =>
  t.db
    .update(jobs)
    .set({ status: 'PENDING', runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.kind, kind));

async function kitWithMail(mode: 'INSTANT' | 'DIGEST', addresses: string[]): Promise<SuggestionKit> {
  const community = await newCommunity(t, { name: `Mail ${mode}` });
  const k = await suggestionKit(community);
  const res = await k.put(k.staff, '/api/suggestion/setting/email', {
    mode,
    recipients: [{ category: 'ทั่วไป', addresses }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return k;
}

describe('suggestion mail through a real SMTP server', () => {
  it('at once: one mail per address, also after the job failed half way and ran again; anonymous ones name nobody', async () => {
    const a = `a-${crypto.randomUUID().slice(0, 6)}@kit.test`;
    const b = `b-${crypto.randomUUID().slice(0, 6)}@kit.test`;
    const k = await kitWithMail('INSTANT', [a, b]);
    const mailer = t.app.services.mailer;
    const send = mailer.send.bind(mailer);
    // The second address fails once: the job is left to be tried again.
    let failed = false;
    const spy = vi.spyOn(mailer, 'send').mockImplementation(async (m) => {
      if (m.to === b && !failed) {
        failed = true;
        throw new Error('mail queue away');
      }
      return send(m);
    });
    try {
      const made = await k.write({ anonymous: true, title: 'ไม่ระบุชื่อ', text: 'ขอให้เปิดไฟลานจอดรถ' });
      await drain();
      expect(failed).toBe(true);
      const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'suggestion.mail'));
      expect(job!.status).toBe('PENDING');
      await retry('suggestion.mail');
      await drain();
      // And once more, as a crash after the sends would.
      await retry('suggestion.mail');
      await drain();
      expect(mailsTo(a)).toHaveLength(1);
      expect(mailsTo(b)).toHaveLength(1);
      const mail = mailsTo(a)[0]!;
      expect(mail.subject).toContain('ไม่ระบุชื่อ');
      expect(mail.text).toContain('ขอให้เปิดไฟลานจอดรถ');
      expect(mail.text).toContain('ไม่ระบุตัวตน');
      expect(mail.text).not.toContain('A-0101');
      expect(mail.text).not.toContain('RESIDENT Kit');
      const sends = await t.db
        .select()
        .from(suggestionMailSends)
        .where(eq(suggestionMailSends.about, `new:${made.suggestionID}`));
      expect(sends.map((s) => s.address).sort()).toEqual([a, b].sort());
    } finally {
      spy.mockRestore();
    }
  });

  it('digest: at 08:00 one mail per address with the day’s suggestions, named ones with their unit, never twice', async () => {
    const d = `digest-${crypto.randomUUID().slice(0, 6)}@kit.test`;
    const k = await kitWithMail('DIGEST', [d]);
    await k.write({ title: 'มีชื่อ' });
    await k.write({ title: 'ไม่มีชื่อ', anonymous: true });
    await k.write({ title: 'ชื่อเพื่อนบ้าน' }, k.neighbour);
    await drain();
    expect(mailsTo(d)).toHaveLength(0); // waits for 08:00
    const digests = await t.db.select().from(jobs).where(eq(jobs.kind, 'suggestion.digest'));
    expect(digests.some((j) => j.status === 'PENDING' && j.runAt > new Date())).toBe(true);
    await retry('suggestion.digest');
    await drain();
    await retry('suggestion.digest');
    await drain();
    expect(mailsTo(d)).toHaveLength(1);
    const text = mailsTo(d)[0]!.text ?? '';
    expect(text).toContain('มีชื่อ');
    expect(text).toContain('ห้อง A-0101');
    expect(text).toContain('ห้อง A-0102');
    expect(text.split('ไม่ระบุตัวตน')).toHaveLength(2);
    expect(text.split('RESIDENT Kit')).toHaveLength(3);
    const done = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'suggestion.digest'), eq(jobs.status, 'DONE')));
    expect(done.length).toBeGreaterThan(0);
  });
});
