import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../../test/api-test';
import { unitCars } from '../tables';
import { carKit } from './car-test-kit';
import { carStickers } from './tables';

/** Decisions and numbers at once, on PGlite and PostgreSQL: row locks decide, never timing. */
describe('cars at once', () => {
  apiTest('two staff approve one request at once: one wins, the other gets 409', async ({ community }) => {
    const k = await carKit(community);
    const car = await k.request();
    const other = await community.member('ADMIN');
    const answers = await Promise.all([
      k.post(k.staff, 'car-register/approve', { carID: car.carID }),
      k.post(other, 'car-register/approve', { carID: car.carID }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('CAR_NOT_WAITING');
  });

  apiTest('50 sticker issues at once: 50 distinct consecutive numbers', async ({ api, community }) => {
    const k = await carKit(community);
    const policy = await k.ok(k.get(k.staff, 'policy'));
    await k.ok(k.put(k.staff, 'policy', { ...policy, limits: { CAR: 20, MOTORCYCLE: 20 } }));
    const cars = [];
    for (let i = 0; i < 50; i++) {
      const unitNo = `S-${String(Math.floor(i / 20)).padStart(2, '0')}`;
      if (i % 20 === 0) await community.unit(unitNo);
      cars.push(await k.ok(k.post(k.staff, 'car-management/create', k.plate({ unitNo }))));
    }
    const answers = await Promise.all(
      cars.map((c) => k.post(k.staff, 'car-register/sticker', { carID: c.carID })),
    );
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    const rows = await api.db.select().from(carStickers).where(eq(carStickers.communityId, community.id));
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(50);
  });

  apiTest(
    '20 requests for one unit with a limit of 2, approved at once: exactly 2',
    async ({ api, community }) => {
      const k = await carKit(community);
      const cars = [];
      for (let i = 0; i < 20; i++) cars.push(await k.request());
      const answers = await Promise.all(
        cars.map((c) => k.post(k.staff, 'car-register/approve', { carID: c.carID })),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(new Set(refused.map((a) => a.json().code))).toEqual(new Set(['CAR_LIMIT_REACHED']));
      const approved = await api.db
        .select()
        .from(unitCars)
        .where(and(eq(unitCars.communityId, community.id), eq(unitCars.status, 'APPROVED')));
      expect(approved).toHaveLength(2);
    },
  );
});
