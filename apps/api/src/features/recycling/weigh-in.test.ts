import { RECYCLING_BACKDATE_DAYS_MAX } from '@cc/contracts/recycling';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { localDate } from '../../platform/time/zone-clock';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { recyclingKit, SLOW_START } from './recycling-test-kit';
import { recyclingBalances, recyclingRecords } from './tables';

const today = () => localDate(new Date(), 'Asia/Bangkok');
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('weigh-ins and points', { timeout: SLOW_START }, () => {
  apiTest(
    'a weigh-in is priced at the rates of its moment; the balance adds up; a rate change rewrites nothing',
    async ({ api, community }) => {
      const k = await recyclingKit(api, community);
      const cans = await k.kind('Cans', 4200, 42);
      const first = await k.weighIn(k.homeId, cans.kindID, 1234);
      // 1.234 kg at 42.00 baht: 51.828 baht rounds to 5183 satang; 51.828 points round down to 51.
      expect(first).toMatchObject({ satang: 5183, points: 51, day: today() });
      await k.ok(
        k.post(k.staff, 'kind/update', {
          kindID: cans.kindID,
          name: 'Cans',
          satangPerKg: 5000,
          pointsPerKg: 50,
        }),
      );
      const second = await k.weighIn(k.homeId, cans.kindID, 500);
      expect(second).toMatchObject({ satang: 2500, points: 25 });
      const mine = await k.ok<{
        units: { points: number; grams: number; satang: number; weighIns: number }[];
      }>(k.get(k.resident, 'my'));
      expect(mine.units[0]).toMatchObject({ points: 76, grams: 1734, satang: 7683, weighIns: 2 });
      const [stored] = await api.db
        .select()
        .from(recyclingRecords)
        .where(eq(recyclingRecords.id, first.recordID));
      expect(stored).toMatchObject({ satangPerKg: 4200, pointsPerKg: 42, satang: 5183 });
      const audit = await api.db.select().from(auditLog).where(eq(auditLog.target, first.recordID));
      expect(audit.map((a) => a.action)).toEqual(['recycling.record.create']);
    },
  );

  apiTest(
    'a retired kind takes no weigh-in; a day ahead or beyond a month back is refused',
    async ({ api, community }) => {
      const k = await recyclingKit(api, community);
      const glass = await k.kind('Glass', 150, 1);
      const back = daysBefore(today(), RECYCLING_BACKDATE_DAYS_MAX);
      expect((await k.weighIn(k.homeId, glass.kindID, 100, { day: back })).day).toBe(back);
      expectRefusal(
        await k.post(k.staff, 'record/create', {
          unitID: k.homeId,
          kindID: glass.kindID,
          grams: 1,
          day: daysBefore(back, 1),
        }),
        400,
        'RECYCLING_DAY_TOO_OLD',
      );
      expectRefusal(
        await k.post(k.staff, 'record/create', {
          unitID: k.homeId,
          kindID: glass.kindID,
          grams: 1,
          day: daysBefore(today(), -1),
        }),
        400,
        'RECYCLING_DAY_IN_FUTURE',
      );
      await k.ok(
        k.post(k.staff, 'kind/update', {
          kindID: glass.kindID,
          name: 'Glass',
          satangPerKg: 150,
          pointsPerKg: 1,
          active: false,
        }),
      );
      expectRefusal(
        await k.post(k.staff, 'record/create', { unitID: k.homeId, kindID: glass.kindID, grams: 1 }, 'th'),
        409,
        'RECYCLING_KIND_RETIRED',
      );
      const kinds = await k.get(k.staff, 'kind/list');
      expect(kinds.json().items).toEqual([expect.objectContaining({ name: 'Glass', active: false })]);
      const mine = await k.ok<{ kinds: unknown[] }>(k.get(k.resident, 'my'));
      expect(mine.kinds).toEqual([]);
    },
  );

  apiTest(
    'cancelling needs a reason, keeps the record, takes the points back, and happens once',
    async ({ api, community }) => {
      const k = await recyclingKit(api, community);
      const pet = await k.kind('PET', 900, 9);
      const kept = await k.weighIn(k.homeId, pet.kindID, 1000);
      const wrong = await k.weighIn(k.homeId, pet.kindID, 3000);
      expectRefusal(await k.post(k.staff, 'record/cancel', { recordID: wrong.recordID, reason: '  ' }), 400);
      expectRefusal(await k.post(k.staff, 'record/cancel', { recordID: wrong.recordID }), 400);
      const cancelled = await k.ok(
        k.post(k.staff, 'record/cancel', { recordID: wrong.recordID, reason: 'wrong unit' }),
      );
      expect(cancelled).toMatchObject({
        status: 'CANCELLED',
        cancelReason: 'wrong unit',
        cancelledAt: expect.any(String),
      });
      expectRefusal(
        await k.post(k.staff, 'record/cancel', { recordID: wrong.recordID, reason: 'again' }),
        409,
        'RECYCLING_RECORD_CANCELLED',
      );
      const [balance] = await api.db
        .select()
        .from(recyclingBalances)
        .where(eq(recyclingBalances.unitId, k.homeId));
      expect(balance).toMatchObject({ points: 9, grams: 1000, satang: 900, weighIns: 1 });
      const active = await k.get(k.staff, 'record/list', { status: 'ACTIVE' });
      expect(active.json().items.map((r: { recordID: string }) => r.recordID)).toEqual([kept.recordID]);
      const all = await k.get(k.staff, 'record/list');
      expect(all.json().items).toHaveLength(2);
    },
  );

  apiTest(
    'the list pages newest first and finds a unit by its number without the dash',
    async ({ api, community }) => {
      const k = await recyclingKit(api, community);
      const paper = await k.kind('Paper', 350, 3);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++)
        ids.push((await k.weighIn(i % 2 ? k.otherUnitId : k.homeId, paper.kindID, 100 + i)).recordID);
      const seen: string[] = [];
      let lastKey: string | undefined;
      do {
        const page = (
          await k.get(k.staff, 'record/list', { limit: 2, ...(lastKey ? { lastKey } : {}) })
        ).json();
        seen.push(...page.items.map((r: { recordID: string }) => r.recordID));
        lastKey = page.lastKey ?? undefined;
      } while (lastKey);
      expect(seen).toEqual([...ids].reverse());
      const found = await k.get(k.staff, 'record/list', { q: 'b02' });
      expect(found.json().items.map((r: { unitNo: string }) => r.unitNo)).toEqual(['B-0202', 'B-0202']);
      const points = await k.get(k.staff, 'points', { limit: 1 });
      expect(points.json().items.map((p: { unitNo: string }) => p.unitNo)).toEqual(['A-0101']);
      const next = await k.get(k.staff, 'points', { limit: 1, lastKey: points.json().lastKey });
      expect(next.json().items).toEqual([
        expect.objectContaining({ unitNo: 'B-0202', weighIns: 2, grams: 204 }),
      ]);
    },
  );
});
