import { LIVE_CLOSE } from '@cc/contracts/notification-live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../../test/as-user';
import { connectLive, listen, liveUrl } from '../../test/live-client';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

const C = 'riverside-condo';
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterAll(() => t.close());

/** A new resident of one unit, with an open live socket. */
async function residentOnline(unitNo: string, email: string) {
  const pmc = await callerFor(t, 'pmc@demo.test');
  const [invite] = (
    await pmc('POST', '/api/community/invitation/gen', { body: { communityID: C, unitNos: [unitNo] } })
  ).json().items;
  const password = 'live-socket-2024';
  const redeemed = await t.app.inject({
    method: 'POST',
    url: '/api/invitation/redeem',
    payload: { code: invite.code, email, password, firstname: 'ทดสอบ', lastname: 'สด', acceptTerms: true },
  });
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  const { access_token } = await signIn(t, email, password);
  const { client } = await connectLive(liveUrl(base, C), access_token);
  return { pmc, client };
}

describe('removing a member closes their live socket', () => {
  it('when they are removed from the community', async () => {
    const { pmc, client } = await residentOnline('A-0601', 'live-one@demo.test');
    const res = await pmc('DELETE', '/api/community/member', {
      body: { communityID: C, userID: 'live-one@demo.test', reason: 'Left' },
    });
    expect(res.statusCode).toBe(200);
    expect((await client.closed).code).toBe(LIVE_CLOSE.removed);
  });

  it('when leaving their last unit takes them out of the community', async () => {
    const { pmc, client } = await residentOnline('A-0602', 'live-two@demo.test');
    const res = await pmc('POST', '/api/community/unit/member/kick', {
      body: { communityID: C, unitNo: 'A-0602', userID: 'live-two@demo.test', reason: 'Lease ended' },
    });
    expect(res.json().data).toEqual({ removedFromCommunity: true });
    expect((await client.closed).code).toBe(LIVE_CLOSE.removed);
  });
});
