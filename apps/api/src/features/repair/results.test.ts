import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { repairKit } from './repair-test-kit';
import { repairEvents, repairRequests } from './tables';

const at = (iso: string) => new Date(iso);
const hoursAfter = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000);

describe('the operating results', () => {
  apiTest(
    'count each event in its month on the community calendar, with exact medians',
    async ({ api, community }) => {
      const k = await repairKit(community);
      let no = 100;
      const add = async (v: Partial<typeof repairRequests.$inferInsert> & { createdAt: Date }) => {
        const [row] = await api.db
          .insert(repairRequests)
          .values({
            communityId: community.id,
            no: no++,
            unitId: k.unitIds.home,
            unitNo: 'A-0101',
            requesterName: 'ผู้แจ้ง ทดสอบ',
            categoryId: k.categories.plumbing,
            description: 'ก๊อกน้ำรั่ว',
            mayEnterWhenAbsent: false,
            state: 'NEW',
            searchText: 'a-0101',
            ...v,
          })
          .returning();
        return row!;
      };
      // Accepted 2, 4 and 6 hours after filing; first visits 10, 20, 8 hours after acceptance.
      const a = at('2026-01-05T01:00:00Z');
      await add({
        createdAt: a,
        acceptedAt: hoursAfter(a, 2),
        firstVisitAt: hoursAfter(a, 12),
        closeRequestedAt: hoursAfter(a, 32),
        closedAt: at('2026-01-07T03:00:00Z'),
        state: 'REVIEWED',
        quoteTotalSatang: 45_000,
        quotedAt: hoursAfter(a, 3),
        collectedSatang: 45_000,
        technicianId: k.technicians.somchai,
        reviewStars: 5,
        reviewedAt: at('2026-01-08T03:00:00Z'),
      });
      const b = at('2026-01-10T01:00:00Z');
      await add({
        createdAt: b,
        acceptedAt: hoursAfter(b, 4),
        firstVisitAt: hoursAfter(b, 24),
        closeRequestedAt: hoursAfter(b, 54),
        closedAt: at('2026-01-13T03:00:00Z'),
        state: 'REVIEWED',
        breaches: ['VISIT'],
        quoteTotalSatang: 30_000,
        quotedAt: hoursAfter(b, 5),
        collectedSatang: 20_000,
        technicianId: k.technicians.wichai,
        reviewStars: 3,
        reviewedAt: at('2026-01-14T03:00:00Z'),
      });
      const c = at('2026-01-12T01:00:00Z');
      await add({
        createdAt: c,
        acceptedAt: hoursAfter(c, 6),
        firstVisitAt: hoursAfter(c, 14),
        state: 'IN_PROGRESS',
        categoryId: k.categories.aircon,
      });
      const rejected = await add({ createdAt: at('2026-01-20T01:00:00Z'), state: 'REJECTED' });
      await api.db.insert(repairEvents).values({
        communityId: community.id,
        requestId: rejected.id,
        action: 'reject',
        fromState: 'NEW',
        toState: 'REJECTED',
        shownToResident: true,
        at: at('2026-01-20T03:00:00Z'),
      });
      // 1 February 01:00 in Bangkok, though still January in UTC.
      const e = at('2026-01-31T18:00:00Z');
      await add({
        createdAt: e,
        acceptedAt: hoursAfter(e, 6),
        closedAt: at('2026-02-03T03:00:00Z'),
        state: 'FORCE_CLOSED',
      });
      // A deleted duplicate counts nowhere; 31 December 23:00 in Bangkok is before the range.
      await add({ createdAt: at('2026-01-15T01:00:00Z'), deletedAt: at('2026-01-15T02:00:00Z') });
      await add({ createdAt: at('2025-12-31T16:00:00Z') });

      const res = await k.get(k.staff, '/api/repair/report/results', { from: '2026-01', to: '2026-02' });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.months).toEqual([
        {
          month: '2026-01',
          received: 4,
          accepted: 3,
          rejected: 1,
          closed: 2,
          forceClosed: 0,
          medianHoursToAccept: 4,
          medianHoursToVisit: 10,
          medianHoursToClose: 40,
          withinSla: 0.5,
          quotedSatang: 75_000,
          collectedSatang: 65_000,
        },
        {
          month: '2026-02',
          received: 1,
          accepted: 1,
          rejected: 0,
          closed: 0,
          forceClosed: 1,
          medianHoursToAccept: 6,
          medianHoursToVisit: null,
          medianHoursToClose: null,
          withinSla: null,
          quotedSatang: 0,
          collectedSatang: 0,
        },
      ]);
      expect(data.starsByCategory).toEqual([
        { categoryID: k.categories.plumbing, name: 'ประปา', stars: 4, reviews: 2 },
      ]);
      expect(data.starsByTechnician).toEqual([
        { technicianID: k.technicians.wichai, name: 'วิชัย ช่างทั่วไป', stars: 3, reviews: 1 },
        { technicianID: k.technicians.somchai, name: 'สมชาย ช่างประปา', stars: 5, reviews: 1 },
      ]);

      const excel = await k.get(k.staff, '/api/repair/report/results/excel', {
        from: '2026-01',
        to: '2026-02',
      });
      expect(excel.statusCode, excel.body).toBe(200);
      const [months] = await readXlsxFile(excel.rawPayload);
      expect(months!.data[1]).toEqual(['2026-01', 4, 3, 1, 2, 0, 4, 10, 40, 0.5, 750, 650]);
    },
  );

  apiTest('refuse a range that is backwards, too long or not made of months', async ({ community }) => {
    const k = await repairKit(community);
    const ask = (from: string, to: string) => k.get(k.staff, '/api/repair/report/results', { from, to });
    expectRefusal(await ask('2026-03', '2026-01'), 400, 'REPAIR_RANGE_BACKWARDS');
    expectRefusal(await ask('2024-01', '2026-01'), 400, 'REPAIR_MONTHS_TOO_MANY', /24 months/);
    expectRefusal(await ask('2026-13', '2026-13'), 400, 'REPAIR_NOT_A_MONTH');
    expect((await ask('2024-02', '2026-01')).json().data.months).toHaveLength(24);
    expectRefusal(
      await k.get(k.resident, '/api/repair/report/results', { from: '2026-01', to: '2026-01' }),
      403,
    );
  });
});
