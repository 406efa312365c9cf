import type { LiveEvent } from '@cc/contracts/notification-live';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KIT_PASSWORD, type Member, newCommunity } from '../../test/community-kit';
import { connectLive, type LiveClient, listen, liveUrl } from '../../test/live-client';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const changes = (c: LiveClient) => c.pending.filter((e: LiveEvent) => e.type === 'changed');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it("tells the desk's open consoles, and no resident's, that parcels changed", async () => {
  const c = await newCommunity(t, { name: 'Desk Live' });
  const unitID = await c.unit('D-101');
  const pmc = await c.member('PMC');
  const guard = await c.member('GUARD');
  const resident = await c.member('RESIDENT', { home: { unitId: unitID } });
  const base = await listen(t.app);
  const socketOf = async (m: Member) =>
    (await connectLive(liveUrl(base, c.id), (await signIn(t, m.email, KIT_PASSWORD)).access_token)).client;
  const [pmcLive, guardLive, residentLive] = await Promise.all([pmc, guard, resident].map(socketOf));

  const res = await guard.call('POST', '/api/parcel/pmc', {
    body: {
      communityID: c.id,
      trackingNo: 'LIVE-1',
      carrier: 'Kerry Express',
      type: 'BOX',
      unitID,
      recipientName: 'A B',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const parcelID = res.json().data.parcelID as string;
  const handedOut = await pmc.call('POST', '/api/parcel/export', {
    body: { communityID: c.id, parcelID, collector: { kind: 'PROXY', name: 'A B', phone: '0812345678' } },
  });
  expect(handedOut.statusCode, handedOut.body).toBe(200);
  await sleep(200);
  const expected = { type: 'changed', featureEnum: 'PARCEL', ids: [] };
  expect(changes(pmcLive!)).toEqual([expected, expected]);
  expect(changes(guardLive!)).toEqual([expected, expected]);
  expect(changes(residentLive!)).toEqual([]);
  for (const s of [pmcLive, guardLive, residentLive]) await s!.close();
});
