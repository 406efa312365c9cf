import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { apiTest } from '../../test/api-test';
import { recyclingKit, SLOW_START } from './recycling-test-kit';

describe('recycling reports', { timeout: SLOW_START }, () => {
  apiTest(
    'figures by kind and Bangkok month; cancelled weigh-ins count nowhere; per unit; the Excel',
    async ({ api, community }) => {
      const k = await recyclingKit(api, community);
      const paper = await k.kind('Paper', 350, 3);
      const cans = await k.kind('Cans', 4200, 42);
      // The month this is and the one before, on days a weigh-in may still be entered for.
      const today = localDate(new Date(), 'Asia/Bangkok');
      const firstOfThis = `${today.slice(0, 7)}-01`;
      const lastOfPrev = addDays(firstOfThis, -1);
      const [prev, now] = [lastOfPrev.slice(0, 7), today.slice(0, 7)];
      await k.weighIn(k.homeId, paper.kindID, 2000, { day: lastOfPrev });
      await k.weighIn(k.homeId, cans.kindID, 500, { day: firstOfThis });
      await k.weighIn(k.otherUnitId, paper.kindID, 1000, { day: today });
      const gone = await k.weighIn(k.otherUnitId, cans.kindID, 9000, { day: firstOfThis });
      await k.ok(k.post(k.staff, 'record/cancel', { recordID: gone.recordID, reason: 'test' }));
      const range = { from: addDays(lastOfPrev, -3), to: today };

      const report = await k.ok<{
        lines: { month: string; kindName: string; grams: number; satang: number; points: number }[];
        kinds: { kindName: string; grams: number }[];
        months: { month: string; grams: number }[];
        totals: { grams: number; satang: number; points: number; weighIns: number };
      }>(k.get(k.resident, 'report', range));
      expect(report.lines).toEqual([
        expect.objectContaining({ month: prev, kindName: 'Paper', grams: 2000, satang: 700, points: 6 }),
        expect.objectContaining({ month: now, kindName: 'Cans', grams: 500, satang: 2100, points: 21 }),
        expect.objectContaining({ month: now, kindName: 'Paper', grams: 1000, satang: 350, points: 3 }),
      ]);
      expect(report.months).toEqual([
        expect.objectContaining({ month: prev, grams: 2000 }),
        expect.objectContaining({ month: now, grams: 1500 }),
      ]);
      expect(report.kinds.map((x) => [x.kindName, x.grams])).toEqual([
        ['Cans', 500],
        ['Paper', 3000],
      ]);
      expect(report.totals).toEqual({ grams: 3500, satang: 3150, points: 30, weighIns: 3 });
      const feb = await k.ok<{ totals: { grams: number } }>(
        k.get(k.staff, 'report', { from: firstOfThis, to: today }),
      );
      expect(feb.totals.grams).toBe(1500);

      const history = await k.get(k.staff, 'history-report', range);
      expect(history.json().items).toEqual([
        expect.objectContaining({ unitNo: 'A-0101', grams: 2500, satang: 2800, points: 27, weighIns: 2 }),
        expect.objectContaining({ unitNo: 'B-0202', grams: 1000, satang: 350, points: 3, weighIns: 1 }),
      ]);

      const excel = await k.get(k.staff, 'report/excel', range, 'th');
      expect(excel.statusCode, excel.body).toBe(200);
      expect(excel.headers['content-type']).toContain('spreadsheetml');
      const sheets = await readXlsxFile(excel.rawPayload);
      expect(sheets.map((s) => s.sheet)).toEqual(['ตามประเภทและเดือน', 'ตามห้อง']);
      const rows = sheets[0]!.data as unknown[][];
      expect(rows[0]).toEqual(['เดือน', 'ประเภท', 'จำนวนครั้งที่ชั่ง', 'กิโลกรัม', 'มูลค่า (บาท)', 'แต้ม']);
      expect(rows[1]).toEqual([prev, 'Paper', 1, 2, 7, 6]);
      expect(rows.at(-1)).toEqual(['รวม', null, 3, 3.5, 31.5, 30]);
      expect((sheets[1]!.data as unknown[][]).slice(1).map((r) => r[0])).toEqual(['A-0101', 'B-0202']);
    },
  );
});
