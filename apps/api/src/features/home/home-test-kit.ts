import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type CommunityKit, type Member, newCommunity } from '../../test/community-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Two communities of their own, with the people a landing test needs in each. */
export interface HomeKit {
  t: TestApp;
  a: CommunityKit;
  b: CommunityKit;
  pmc: Member;
  admin: Member;
  resident: Member;
  committee: Member;
  otherPmc: Member;
  unitA: string;
  unitB: string;
}

export async function openHomeKit(): Promise<HomeKit> {
  const t = await createTestApp();
  const a = await newCommunity(t, { name: 'Home A' });
  const b = await newCommunity(t, { name: 'Home B' });
  const unitA = await a.unit('A-101');
  const unitB = await b.unit('B-101');
  return {
    t,
    a,
    b,
    unitA,
    unitB,
    pmc: await a.member('PMC'),
    admin: await a.member('ADMIN'),
    resident: await a.member('RESIDENT', { home: { unitId: unitA } }),
    committee: await a.member('COMMITTEE'),
    otherPmc: await b.member('PMC'),
  };
}

/** A parcel received at the desk of the member's community, for the unit. */
export async function receiveParcel(who: Member, communityID: string, unitID: string, trackingNo: string) {
  const res = await who.call('POST', '/api/parcel/pmc', {
    body: { communityID, trackingNo, carrier: 'Kerry Express', type: 'BOX', unitID, recipientName: 'A B' },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

export const data = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
