import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { bearer, CLIENT_AUTH, startTestApp, type TestApp } from '../../test/test-app';
import { jobs } from '../jobs/tables';
import { readSmsLog, smsLogFile } from '../sms/sms-sender';

const PHONE = '0891234567';
const SIGN_UP_PASSWORD = 'a-quite-unusual-passphrase-77';
let t: TestApp;
let logged = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logged += chunk.toString();
  });
  // The product's own JSON log, as a production start writes it, at its most talkative useful level.
  t = await startTestApp({
    env: {
      LOG_LEVEL: 'info',
      SMTP_URL: 'smtp://127.0.0.1:1',
      JWT_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
    },
    mail: 'configured',
    logStream: stream,
  });
});
afterAll(() => t?.close());

const lines = () =>
  logged
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('what the API logs', () => {
  it('writes JSON lines that carry the request ID into the jobs the request scheduled', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/forgot',
      headers: { 'x-request-id': 'trace-reset-0001' },
      payload: { email: 'pmc@demo.test' },
    });
    expect(res.statusCode).toBe(200);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    expect(job?.requestId).toBe('trace-reset-0001');
    // The SMTP server is away: the job fails, and says so under the request's ID.
    await t.app.services.jobs.runDue();
    const jobLine = lines().find((l) => l.msg === 'job failed; it will be tried again');
    expect(jobLine).toMatchObject({ requestId: 'trace-reset-0001', kind: 'mail.send', level: 40 });
    expect(lines().some((l) => l.reqId === 'trace-reset-0001')).toBe(true);
  });

  it('never logs a password, a token, a reset link or a phone number', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: CLIENT_AUTH },
      payload: { grant_type: 'password', username: 'pmc@demo.test', password: DEMO_PASSWORD },
    });
    const { access_token, refresh_token } = signIn.json() as { access_token: string; refresh_token: string };
    await t.app.inject({ url: '/api/user/profile', headers: bearer(access_token) });
    await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: CLIENT_AUTH },
      payload: { grant_type: 'refresh_token', refresh_token },
    });
    await t.app.inject({
      url: `/api/notification/live?communityID=riverside-condo&access_token=${access_token}`,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        email: 'new.resident@example.test',
        password: SIGN_UP_PASSWORD,
        firstname: 'ใหม่',
        lastname: 'ลูกบ้าน',
        mobile: PHONE,
        acceptTerms: true,
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/identity/verify',
      headers: bearer(access_token),
      payload: { identityType: 'PHONE', userIdentity: PHONE },
    });
    const code = (await readSmsLog(smsLogFile(t.dataDir))).at(-1)?.text.match(/\d{6}/)?.[0];
    expect(code).toBeDefined();
    await t.app.services.jobs.runDue();

    expect(lines().length).toBeGreaterThan(10);
    for (const secret of [DEMO_PASSWORD, SIGN_UP_PASSWORD, access_token, refresh_token, PHONE, code!])
      expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(/resetpassword\?token=/);
  });
});
