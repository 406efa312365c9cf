import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainText } from '../../platform/pdf/pdf-setup';
import { localDate } from '../../platform/time/zone-clock';
import { kitOf, type Member } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { startTestApp, type TestApp } from '../../test/test-app';
import { figureText, monthlyDocument, monthName } from './monthly-document';
import type { MonthlyFigures } from './monthly-report';

const RIVERSIDE = 'riverside-condo';
const FEATURES = [
  'PARCEL',
  'ANNOUNCEMENT',
  'REPAIR_REQUEST',
  'ISSUE_TRACKING',
  'BILLING',
  'FACILITY_BOOKING',
];

let t: TestApp;
let admin: Member;
let resident: Member;
beforeAll(async () => {
  t = await startTestApp();
  admin = await kitOf(t, RIVERSIDE).member('ADMIN');
  resident = await kitOf(t, RIVERSIDE).member('RESIDENT');
});
afterAll(() => t?.close());

const thisMonth = () => localDate(new Date(), 'Asia/Bangkok').slice(0, 7);

describe('monthly report', () => {
  it("holds each registered feature's figures, and the PDF prints every one of them", async () => {
    const month = thisMonth();
    for (const lang of ['en', 'th'] as const) {
      const res = await admin.call('GET', '/api/report/monthly', {
        query: { communityID: RIVERSIDE, month, lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json().data;
      expect(report.sections.map((s: { featureEnum: string }) => s.featureEnum).sort()).toEqual(
        [...FEATURES].sort(),
      );
      // The demo condo received parcels this month.
      const parcel = report.sections.find((s: { featureEnum: string }) => s.featureEnum === 'PARCEL');
      expect(parcel.figures.find((f: { key: string }) => f.key === 'received').value).toBeGreaterThan(0);

      const figures: MonthlyFigures = {
        communityName: report.communityName,
        month,
        timeZone: report.timeZone,
        sections: report.sections.map(
          (s: {
            featureEnum: string;
            title: string;
            figures: { key: string; label: string; value: number; unit: 'count' }[];
          }) => ({
            featureEnum: s.featureEnum,
            title: { th: s.title, en: s.title },
            figures: s.figures.map((f) => ({
              key: f.key,
              th: f.label,
              en: f.label,
              value: f.value,
              unit: f.unit,
            })),
          }),
        ),
      };
      const text = plainText(monthlyDocument(figures, lang, new Date()));
      expect(text).toContain(monthName(month, lang));
      for (const s of figures.sections) {
        expect(text).toContain(s.title[lang]);
        for (const f of s.figures) expect(text).toContain(`${f[lang]}\n${figureText(f, lang)}`);
      }

      const pdf = await admin.call('GET', '/api/report/monthly/pdf', {
        query: { communityID: RIVERSIDE, month, lang },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('prints money from satang and Thai months in the Buddhist era', () => {
    const text = plainText(
      monthlyDocument(
        {
          communityName: 'Fixture',
          month: '2026-02',
          timeZone: 'Asia/Bangkok',
          sections: [
            {
              featureEnum: 'BILLING',
              title: { th: 'ค่าส่วนกลาง', en: 'Billing' },
              figures: [
                { key: 'received', th: 'ยอดรับชำระ', en: 'Received', value: 123_450, unit: 'satang' },
                { key: 'share', th: 'สัดส่วน', en: 'Share', value: 0.256, unit: 'share' },
              ],
            },
          ],
        },
        'th',
        new Date('2026-03-02T03:00:00Z'),
      ),
    );
    expect(text).toContain('กุมภาพันธ์ 2569');
    expect(text).toContain('1,234.50 บาท');
    expect(text).toContain('25.6%');
  });

  it('answers a workbook with a sheet per feature', async () => {
    const res = await admin.call('GET', '/api/report/monthly/excel', {
      query: { communityID: RIVERSIDE, month: thisMonth() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a month ahead, a bad month, a bad language and residents', async () => {
    const ask = (query: Record<string, string>, who = admin) =>
      who.call('GET', '/api/report/monthly/pdf', { query: { communityID: RIVERSIDE, ...query } });
    expectRefusal(await ask({ month: '2999-01' }), 400, 'REPORT_MONTH_AHEAD');
    expectRefusal(await ask({ month: '2026-13' }), 400);
    expectRefusal(await ask({ month: thisMonth(), lang: 'de' }), 400);
    expectRefusal(await ask({ month: thisMonth() }, resident), 403);
  });
});
