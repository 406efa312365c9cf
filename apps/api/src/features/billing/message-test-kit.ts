import { expect } from 'vitest';
import type { CommunityKit, Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { type BillingKit, billingKit } from './billing-test-kit';

export interface MessageKit extends BillingKit {
  /** Live in A1, A2 and B1. */
  residents: Record<'A1' | 'A2' | 'B1', Member>;
  /** A message sent through the API as the staff member; answers its detail. */
  message(fields: object): Promise<{ messageID: string; recipients: { unitNo: string }[] }>;
  /** Calls a resident's op of this community as `who`. */
  mine(who: Member, method: 'GET' | 'POST', url: string, fields?: object): ReturnType<Member['call']>;
}

/** The billing kit with one resident in each unit and a way to send messages. */
export async function messageKit(api: TestApp, community: CommunityKit): Promise<MessageKit> {
  const k = await billingKit(api, community);
  const residents = {
    A1: await community.member('RESIDENT', { home: { unitId: k.unitIds.A1 } }),
    A2: await community.member('RESIDENT', { home: { unitId: k.unitIds.A2 } }),
    B1: await community.member('RESIDENT', { home: { unitId: k.unitIds.B1 } }),
  };
  const communityID = community.id;
  return {
    ...k,
    residents,
    async message(fields) {
      const res = await k.send('POST', '/api/billing/message/send', {
        title: 'แจ้งปิดน้ำ',
        body: 'ปิดน้ำเพื่อล้างถังวันเสาร์นี้ 9:00-12:00 น.',
        audience: 'ALL',
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    mine: (who, method, url, fields = {}) =>
      method === 'GET'
        ? who.call('GET', url, { query: { communityID, ...(fields as Record<string, string>) } })
        : who.call('POST', url, { body: { communityID, ...fields } }),
  };
}
