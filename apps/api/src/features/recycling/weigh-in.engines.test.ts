import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { recyclingKit, SLOW_START } from './recycling-test-kit';
import { recyclingBalances, recyclingDailyTotals, recyclingRecords } from './tables';

/** Weigh-ins and cancels at once, on PGlite and PostgreSQL: row locks decide, never timing. */
describe('recycling at once', { timeout: SLOW_START }, () => {
  apiTest(
    '30 weigh-ins of one unit, 8 at once: the balance is the exact sum of the records',
    async ({ api, community }) => {
      const k = await recyclingKit(api, community);
      const cans = await k.kind('Cans', 4200, 42);
      // Eight in flight: enough to contend for the unit's balance row, few enough that a loaded
      // machine's connection pool does not time out waiting behind that one lock.
      const queue = Array.from({ length: 30 }, (_, i) => i);
      const answers: Awaited<ReturnType<typeof k.post>>[] = [];
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
            answers.push(
              await k.post(k.staff, 'record/create', {
                unitID: k.homeId,
                kindID: cans.kindID,
                grams: 100 + i * 37,
              }),
            );
          }
        }),
      );
      expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
      const rows = await api.db.select().from(recyclingRecords).where(eq(recyclingRecords.unitId, k.homeId));
      expect(rows).toHaveLength(30);
      const [balance] = await api.db
        .select()
        .from(recyclingBalances)
        .where(eq(recyclingBalances.unitId, k.homeId));
      expect(balance).toMatchObject({
        weighIns: 30,
        grams: rows.reduce((s, r) => s + r.grams, 0),
        points: rows.reduce((s, r) => s + r.points, 0),
        satang: rows.reduce((s, r) => s + r.satang, 0),
      });
      const [daily] = await api.db
        .select()
        .from(recyclingDailyTotals)
        .where(eq(recyclingDailyTotals.communityId, community.id));
      expect(daily).toMatchObject({ weighIns: 30, grams: balance!.grams, points: balance!.points });
    },
  );

  apiTest(
    'two staff cancel one weigh-in at once: one wins, the other gets 409, points go back once',
    async ({ api, community }) => {
      const k = await recyclingKit(api, community);
      const pet = await k.kind('PET', 900, 9);
      await k.weighIn(k.homeId, pet.kindID, 1000);
      const twice = await k.weighIn(k.homeId, pet.kindID, 2000);
      const colleague = await community.member('PMC');
      const answers = await Promise.all(
        [k.staff, colleague].map((who) =>
          k.post(who, 'record/cancel', { recordID: twice.recordID, reason: 'double' }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('RECYCLING_RECORD_CANCELLED');
      const [balance] = await api.db
        .select()
        .from(recyclingBalances)
        .where(eq(recyclingBalances.unitId, k.homeId));
      expect(balance).toMatchObject({ points: 9, grams: 1000, weighIns: 1 });
    },
  );
});
