import { weighInWorth } from '@cc/contracts/recycling';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { SeedPart } from '../../platform/feature/define-feature';
import { unitMembers, units } from '../../platform/residence/tables';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import { localDate } from '../../platform/time/zone-clock';
import { recyclingBalances, recyclingDailyTotals, recyclingKinds, recyclingRecords } from './tables';

const COMMUNITY = 'riverside-condo';
const DAY = 86_400_000;
/** The waste bank's price board as a Bangkok buyer pays it (satang and points a kilogram). */
const KINDS = [
  { name: 'กระดาษ', satangPerKg: 350, pointsPerKg: 3 },
  { name: 'ขวดพลาสติก PET', satangPerKg: 900, pointsPerKg: 9 },
  { name: 'กระป๋องอะลูมิเนียม', satangPerKg: 4_200, pointsPerKg: 42 },
  { name: 'ขวดแก้ว', satangPerKg: 150, pointsPerKg: 1 },
];
/** Typical grams a household brings of each kind (paper is heavy, cans light). */
const TYPICAL_GRAMS = [4_500, 1_200, 600, 3_000];

/** A small deterministic generator, so the demo reads the same after every reset. */
function numbers(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

/**
 * Six months of the riverside condominium's waste bank: four kinds, weigh-ins of the first 40
 * units (the demo resident's A-0304 among them) about twice a month each, a few cancelled with a
 * reason, and the balances and daily totals they add up to. Every other demo community gets the price board.
 */
export const seedDemoRecycling: SeedPart = async (tx, { communities }) => {
  for (const c of communities) {
    const kinds = await tx
      .insert(recyclingKinds)
      .values(KINDS.map((k) => ({ communityId: c.id, ...k })))
      .returning();
    if (c.id !== COMMUNITY) continue;
    const timeZone = await communityTimeZone(tx, c.id);
    const [pmc] = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['pmc@demo.test']));
    const first = await tx
      .select({ id: units.id })
      .from(units)
      .where(eq(units.communityId, c.id))
      .orderBy(asc(units.unitNo))
      .limit(40);
    // The demo resident's own unit, so the app's points screen is not empty for them.
    const residents = await tx
      .select({ id: unitMembers.unitId })
      .from(unitMembers)
      .innerJoin(users, eq(users.id, unitMembers.userId))
      .where(and(eq(unitMembers.communityId, c.id), eq(users.email, 'resident@demo.test')));
    const homes = [...new Map([...first, ...residents].map((u) => [u.id, u])).values()];
    const random = numbers(42);
    const now = Date.now();
    const rows: (typeof recyclingRecords.$inferInsert)[] = [];
    for (const home of homes) {
      for (
        let daysAgo = 180 - Math.floor(random() * 14);
        daysAgo > 0;
        daysAgo -= 10 + Math.floor(random() * 10)
      ) {
        const k = Math.floor(random() * kinds.length);
        const kind = kinds[k]!;
        const grams = Math.round(TYPICAL_GRAMS[k]! * (0.4 + random() * 1.2));
        const weighedAt = new Date(now - daysAgo * DAY - Math.floor(random() * 6) * 3_600_000);
        const cancelled = random() < 0.02;
        rows.push({
          communityId: c.id,
          unitId: home.id,
          kindId: kind.id,
          grams,
          satangPerKg: kind.satangPerKg,
          pointsPerKg: kind.pointsPerKg,
          ...weighInWorth(grams, kind),
          day: localDate(weighedAt, timeZone),
          weighedAt,
          recordedBy: pmc?.id ?? null,
          ...(cancelled
            ? {
                status: 'CANCELLED' as const,
                cancelReason: 'ชั่งซ้ำ บันทึกผิดห้อง',
                cancelledBy: pmc?.id ?? null,
                cancelledAt: weighedAt,
              }
            : {}),
        });
      }
    }
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(recyclingRecords).values(rows.slice(i, i + 500));
    const balances = new Map<string, typeof recyclingBalances.$inferInsert>();
    for (const r of rows) {
      if (r.status === 'CANCELLED') continue;
      const b = balances.get(r.unitId) ?? {
        unitId: r.unitId,
        communityId: c.id,
        points: 0,
        grams: 0,
        satang: 0,
        weighIns: 0,
        lastWeighedAt: null,
      };
      b.points! += r.points;
      b.grams! += r.grams;
      b.satang! += r.satang;
      b.weighIns! += 1;
      if (!b.lastWeighedAt || r.weighedAt! > b.lastWeighedAt) b.lastWeighedAt = r.weighedAt!;
      balances.set(r.unitId, b);
    }
    if (balances.size) await tx.insert(recyclingBalances).values([...balances.values()]);
    const daily = new Map<string, typeof recyclingDailyTotals.$inferInsert>();
    for (const r of rows) {
      if (r.status === 'CANCELLED') continue;
      const key = `${r.day}|${r.kindId}`;
      const d = daily.get(key) ?? {
        communityId: c.id,
        day: r.day,
        kindId: r.kindId,
        grams: 0,
        satang: 0,
        points: 0,
        weighIns: 0,
      };
      d.grams! += r.grams;
      d.satang! += r.satang;
      d.points! += r.points;
      d.weighIns! += 1;
      daily.set(key, d);
    }
    const days = [...daily.values()];
    for (let i = 0; i < days.length; i += 500)
      await tx.insert(recyclingDailyTotals).values(days.slice(i, i + 500));
  }
};
