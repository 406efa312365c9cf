import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSmsLog, smsLogFile } from '../../platform/sms/sms-sender';
import { newCommunity } from '../../test/community-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Simultaneous confirms of one SMS code, on PGlite and PostgreSQL: one conditional update decides. */
describe('an SMS code confirmed 20 times at once', () => {
  it('succeeds exactly once', async () => {
    const user = await (await newCommunity(t)).member('RESIDENT');
    const sent = await user.call('POST', '/api/util/verification/phonenumber', {
      body: { phoneNumber: '081-234-5678' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { verificationID, phoneNumber } = sent.json().data;
    expect(phoneNumber).toBe('+66812345678');
    const [sms] = (await readSmsLog(smsLogFile(t.dataDir))).filter((m) => m.to === '+66812345678');
    const code = /\d{6}/.exec(sms!.text)![0];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        user.call('POST', '/api/util/verification/phonenumber/confirm', { body: { verificationID, code } }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
  });
});
