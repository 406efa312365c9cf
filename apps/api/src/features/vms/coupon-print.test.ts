import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { C, couponKit } from './coupon-test-kit';

const sheetsOf = async (bytes: Buffer) =>
  (await readXlsxFile(bytes)) as unknown as { sheet: string; data: unknown[][] }[];

describe('the A4 sheets and the batch report file', () => {
  apiTest(
    'a reviewed batch prints its coupons; other states are refused by name',
    async ({ api, community }) => {
      const k = await couponKit(api, community);
      const b = await k.batch('REVIEWED', 3);
      const res = await k.get(k.guard, `${C}/print-batch`, { batchID: b.batchID });
      expect(res.statusCode, res.body).toBe(200);
      const sheet = res.json().data;
      expect(sheet).toMatchObject({ batchID: b.batchID, batchNo: b.batchNo, count: 3, hours: 2 });
      expect(sheet.batchNo).toMatch(/^[0-9A-F]{8}$/);
      expect(sheet.coupons).toEqual(
        b.coupons.map((c, i) => ({
          serial: i + 1,
          code: c.code,
          hours: 2,
          validUntil: c.validUntil,
          unitNo: c.unitNo,
        })),
      );
      const waiting = await k.batch('WAITING_VERIFY');
      const th = await k.staff.call('GET', `${C}/print-batch`, {
        query: { communityID: community.id, batchID: waiting.batchID },
        headers: { 'accept-language': 'th' },
      });
      expectRefusal(th, 409, 'VMS_COUPON_NOT_PRINTABLE', /"รอตรวจสลิป"/);
      expectRefusal(await k.get(k.guard, `${C}/print-batch`, { batchID: 'nope' }), 400);
    },
  );

  apiTest(
    'the report file counts the batch and names each coupon, headings in the caller’s language',
    async ({ api, community }) => {
      const k = await couponKit(api, community);
      const b = await k.batch('REVIEWED', 3);
      const [used, cancelled] = b.coupons.map((c) => c.code) as [string, string];
      const visit = await k.checkin();
      expect(
        (await k.post(k.guard, '/api/vms/visitor/checkout', { visitID: visit.visitID, couponCodes: [used] }))
          .statusCode,
      ).toBe(200);
      await k.post(k.staff, `${C}/cancel-by-coupon`, { code: cancelled, reason: 'ทำหาย' });
      const res = await k.staff.call('GET', `${C}/report-by-batch/excel`, {
        query: { communityID: community.id, batchID: b.batchID },
        headers: { 'accept-language': 'th' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/spreadsheetml/);
      const [report, coupons] = await sheetsOf(res.rawPayload);
      expect(report!.sheet).toBe('รายงาน');
      expect(report!.data).toEqual(
        expect.arrayContaining([
          ['ออกแล้ว', 3],
          ['ใช้แล้ว', 1],
          ['ยกเลิก', 1],
          ['ชั่วโมงที่ใช้', 2],
        ]),
      );
      expect(coupons!.data[0]).toEqual([
        'รหัส',
        'ชั่วโมง',
        'ใช้ได้ถึง',
        'สถานะ',
        'ใช้เมื่อ',
        'บัตรผู้มาติดต่อ',
        'เหตุผลที่ยกเลิก',
      ]);
      const usedRow = coupons!.data.find((r) => r[0] === used)!;
      expect(usedRow[3]).toBe('ใช้แล้ว');
      expect(usedRow[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(usedRow[5]).toBe(visit.slipCode);
      expect(coupons!.data.find((r) => r[0] === cancelled)).toEqual(
        expect.arrayContaining(['ยกเลิกแล้ว', 'ทำหาย']),
      );
      const en = await k.get(k.admin, `${C}/report-by-batch/excel`, { batchID: b.batchID });
      expect((await sheetsOf(en.rawPayload))[1]!.data[0]![0]).toBe('Code');
    },
  );

  apiTest('roles and other communities', async ({ api, community }) => {
    const k = await couponKit(api, community);
    const b = await k.batch('REVIEWED', 1);
    expectRefusal(await k.get(k.guard, `${C}/report-by-batch/excel`, { batchID: b.batchID }), 403);
    expectRefusal(await k.get(k.resident, `${C}/report-by-batch/excel`, { batchID: b.batchID }), 403);
    // The sheets are printed at the office or the gate, not by the owner's members.
    expectRefusal(await k.get(k.resident, `${C}/print-batch`, { batchID: b.batchID }), 403);
    const o = await couponKit(api, await newCommunity(api, { name: 'Other' }));
    expectRefusal(
      await o.get(o.guard, `${C}/print-batch`, { batchID: b.batchID }),
      404,
      'VMS_COUPON_BATCH_NOT_FOUND',
    );
    expectRefusal(await o.get(o.staff, `${C}/report-by-batch/excel`, { batchID: b.batchID }), 404);
  });
});
