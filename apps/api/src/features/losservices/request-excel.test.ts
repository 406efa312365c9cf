import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { type CommunityKit, type Member, newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';

const EXCEL = '/api/losservices/request/excel';

/** A community offering one service, with two residents' requests: one open, one cancelled. */
async function requestsOf(community: CommunityKit) {
  const staff = await community.member('PMC');
  const [alice, bob] = [await community.member('RESIDENT'), await community.member('RESIDENT')];
  const post = async (who: Member, op: string, body: object) => {
    const res = await who.call('POST', `/api/losservices/${op}`, {
      body: { communityID: community.id, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const { serviceID } = await post(staff, 'service/create', {
    kind: 'AIRCON_WASH',
    name: 'ล้างแอร์',
    fromPriceSatang: 55_000,
    vendorName: 'เย็นฉ่ำ',
    vendorEmail: 'crew@yenchum.test',
  });
  await post(staff, 'service/toggle', { serviceID, isEnabled: true });
  const open = await post(alice, 'request/create', {
    serviceID,
    place: 'A-101',
    preferredDate: '2026-12-05',
  });
  const gone = await post(bob, 'request/create', { serviceID, place: 'B-202', preferredDate: '2026-12-06' });
  await post(bob, 'request/cancel', { requestID: gone.requestID, reason: 'ไม่สะดวกแล้ว' });
  return { staff, alice, open, gone };
}

const sheetOf = async (res: { statusCode: number; body: string; rawPayload: Buffer }) => {
  expect(res.statusCode, res.body).toBe(200);
  const [first] = await readXlsxFile(res.rawPayload);
  return first!.data as unknown[][];
};

describe('extra services: the requests as an Excel file', () => {
  apiTest(
    'answers the requests under the list filters, headings in the caller language',
    async ({ community }) => {
      const { staff } = await requestsOf(community);
      const excel = (query: object = {}, lang = 'en') =>
        staff.call('GET', EXCEL, {
          query: { communityID: community.id, ...query },
          headers: { 'accept-language': lang },
        });
      const all = await excel({}, 'th');
      expect(all.headers['content-type']).toContain('spreadsheetml');
      const rows = await sheetOf(all);
      expect(rows[0]!.slice(0, 3)).toEqual(['วันที่สั่ง', 'บริการ', 'ประเภท']);
      // Newest first: the cancelled one was ordered last.
      expect(rows.slice(1).map((r) => [r[5], r[8]])).toEqual([
        ['B-202', 'ยกเลิก'],
        ['A-101', 'รอรับงาน'],
      ]);
      expect(rows[1]![2]).toBe('ล้างแอร์');
      expect(rows[1]![9]).toBe('ไม่สะดวกแล้ว');

      const open = await sheetOf(await excel({ openOnly: 'true' }));
      expect(open.map((r) => r[5])).toEqual(['Place', 'A-101']);
      const cancelled = await sheetOf(await excel({ status: 'CANCELLED' }));
      expect(cancelled.map((r) => r[5])).toEqual(['Place', 'B-202']);
      const found = await sheetOf(await excel({ search: 'A-10' }));
      expect(found.map((r) => r[5])).toEqual(['Place', 'A-101']);
    },
  );

  apiTest('refuses bad filters, residents and guards; the committee reads it', async ({ community }) => {
    const { staff, alice } = await requestsOf(community);
    const excel = (who: Member, query: object) =>
      who.call('GET', EXCEL, { query: { communityID: community.id, ...query } });
    expectRefusal(await excel(staff, { status: 'LOST' }), 400);
    expectRefusal(await excel(staff, { openOnly: 'maybe' }), 400);
    expectRefusal(await excel(alice, {}), 403);
    expectRefusal(await excel(await community.member('GUARD'), {}), 403);
    expect((await excel(await community.member('COMMITTEE'), {})).statusCode).toBe(200);
  });

  apiTest("never answers another community's requests", async ({ api, community }) => {
    await requestsOf(community);
    const other = await newCommunity(api, { name: 'Other' });
    const outsider = await other.member('PMC');
    expectRefusal(await outsider.call('GET', EXCEL, { query: { communityID: community.id } }), 403);
    const theirs = await sheetOf(await outsider.call('GET', EXCEL, { query: { communityID: other.id } }));
    expect(theirs).toHaveLength(1);
  });
});
