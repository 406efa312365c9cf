import { eq, sql } from 'drizzle-orm';
import { recyclingKinds } from '../src/features/recycling/tables';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';

export const RECYCLING_BENCH_COMMUNITY = 'bench-recycling';
const UNITS = 3_000;
const WEIGH_INS = 200_000;

export interface RecyclingBenchFigures {
  units: number;
  weighIns: number;
  unitIds: string[];
  kindIds: string[];
}

async function figures(db: Database): Promise<RecyclingBenchFigures> {
  const c = RECYCLING_BENCH_COMMUNITY;
  const rows = (q: ReturnType<typeof sql>) =>
    db.execute(q).then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows);
  const unitIds = (await rows(sql`select id from units where community_id = ${c} order by unit_no`)).map(
    (r) => r.id as string,
  );
  const kindIds = (await rows(sql`select id from recycling_kinds where community_id = ${c}`)).map(
    (r) => r.id as string,
  );
  const [n] = await rows(sql`select count(*)::int as n from recycling_records where community_id = ${c}`);
  return { units: unitIds.length, weighIns: Number(n!.n), unitIds, kindIds };
}

/**
 * A condominium of 3,000 units whose waste bank took 200,000 weigh-ins over the last year (four
 * kinds, about 550 a day, 2% cancelled), with the balances they add up to.
 */
export async function seedBenchRecycling(db: Database): Promise<RecyclingBenchFigures> {
  const c = RECYCLING_BENCH_COMMUNITY;
  await createCommunity(db, { id: c, name: 'Bench Recycling Condo', type: 'CONDO' });
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  await addMember(db, c, pmc!.id, 'PMC');
  await db.execute(sql`
    insert into units (community_id, unit_no, floor)
    select ${c}, 'R-' || lpad(n::text, 4, '0'), 1 + n / 100 from generate_series(1, ${UNITS}) as n`);
  await db.insert(recyclingKinds).values([
    { communityId: c, name: 'กระดาษ', satangPerKg: 350, pointsPerKg: 3 },
    { communityId: c, name: 'ขวด PET', satangPerKg: 900, pointsPerKg: 9 },
    { communityId: c, name: 'กระป๋อง', satangPerKg: 4_200, pointsPerKg: 42 },
    { communityId: c, name: 'ขวดแก้ว', satangPerKg: 150, pointsPerKg: 1 },
  ]);
  await db.execute(sql`
    with u as (select array_agg(id order by unit_no) as ids from units where community_id = ${c}),
      k as (select array_agg(id order by name) as ids from recycling_kinds where community_id = ${c}),
      g as (
        select n, u.ids[1 + n % ${UNITS}] as unit_id, k.ids[1 + (n * 7) % 4] as kind_id,
          200 + (n * 7919) % 5000 as grams,
          now() - (n % 365) * interval '1 day' - (n % 11) * interval '1 hour' as at
        from generate_series(1, ${WEIGH_INS}) as n, u, k)
    insert into recycling_records (community_id, unit_id, kind_id, grams, satang_per_kg, points_per_kg,
      satang, points, day, weighed_at, status, cancel_reason, cancelled_at)
    select ${c}, g.unit_id, g.kind_id, g.grams, kind.satang_per_kg, kind.points_per_kg,
      round(g.grams * kind.satang_per_kg / 1000.0), floor(g.grams * kind.points_per_kg / 1000.0),
      (g.at at time zone 'Asia/Bangkok')::date, g.at,
      case when g.n % 50 = 0 then 'CANCELLED' else 'ACTIVE' end,
      case when g.n % 50 = 0 then 'bench' end, case when g.n % 50 = 0 then g.at end
    from g join recycling_kinds kind on kind.id = g.kind_id`);
  await db.execute(sql`
    insert into recycling_balances (unit_id, community_id, points, grams, satang, weigh_ins, last_weighed_at)
    select unit_id, community_id, sum(points), sum(grams), sum(satang), count(*), max(weighed_at)
    from recycling_records where community_id = ${c} and status = 'ACTIVE' group by unit_id, community_id`);
  await db.execute(sql`
    insert into recycling_daily_totals (community_id, day, kind_id, grams, satang, points, weigh_ins)
    select community_id, day, kind_id, sum(grams), sum(satang), sum(points), count(*)
    from recycling_records where community_id = ${c} and status = 'ACTIVE' group by community_id, day, kind_id`);
  return figures(db);
}

export const benchRecyclingFigures = figures;
