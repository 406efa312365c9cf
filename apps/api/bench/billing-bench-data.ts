import { DEFAULT_CHARGES } from '@cc/contracts/billing';
import { eq, sql } from 'drizzle-orm';
import { billingCounters, billingSettings } from '../src/features/billing/tables';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { buildings, units } from '../src/platform/residence/tables';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';

export const BENCH_COMMUNITY = 'bench-billing';
export const BENCH_BUILDINGS = 30;
const UNITS_PER_BUILDING = 100;

/** Unit k: B01-001 ... B30-100; a building of 100 units, 20 to 140 m². */
const unitName = (k: number) =>
  `B${String(Math.floor(k / UNITS_PER_BUILDING) + 1).padStart(2, '0')}-${String((k % UNITS_PER_BUILDING) + 1).padStart(3, '0')}`;

/** The months the bench bills, oldest first, ending with last month: `YYYY-MM`. */
export function benchPeriods(months: number, now = new Date()): string[] {
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * A condominium of 3,000 units in 30 buildings, billed a common fee by area every month for
 * `months` months (3,000 x 36 = 108,000 bills with one line each): months older than three paid,
 * the last three a mix of paid, partly paid and open, a few recalled. INSERT ... SELECT from
 * generate_series, one month a statement, as the tables' owner.
 */
export async function seedBenchBilling(db: Database, months: number) {
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  await createCommunity(db, { id: BENCH_COMMUNITY, name: 'Bench Billing Condo', type: 'CONDO' });
  await addMember(db, BENCH_COMMUNITY, pmc!.id, 'PMC');
  const towers = await db
    .insert(buildings)
    .values(
      Array.from({ length: BENCH_BUILDINGS }, (_, t) => ({
        communityId: BENCH_COMMUNITY,
        name: `อาคาร ${String(t + 1).padStart(2, '0')}`,
        floors: 20,
      })),
    )
    .returning();
  const count = BENCH_BUILDINGS * UNITS_PER_BUILDING;
  await db.insert(units).values(
    Array.from({ length: count }, (_, k) => ({
      communityId: BENCH_COMMUNITY,
      buildingId: towers[Math.floor(k / UNITS_PER_BUILDING)]!.id,
      unitNo: unitName(k),
      areaSqm: String(20 + ((k * 37) % 121)),
    })),
  );
  await db.insert(billingSettings).values({
    communityId: BENCH_COMMUNITY,
    charges: { ...DEFAULT_CHARGES, commonFeeBasis: 'AREA', commonFeeRateSatang: 4_500 },
  });
  const periods = benchPeriods(months);
  for (const [m, period] of periods.entries()) {
    const recent = periods.length - m <= 3;
    await db.execute(sql`
      with u as (
        select id, area_sqm, row_number() over (order by unit_no) - 1 as k
        from units where community_id = ${BENCH_COMMUNITY}
      ), b as (
        insert into billing_bills (community_id, bill_no, unit_id, period, due_date, status, total_satang,
          paid_satang, issued_at, created_by, created_at, updated_at)
        select ${BENCH_COMMUNITY}, ${m * count} + u.k + 1, u.id, ${period},
          (${`${period}-15`})::date, v.status, v.total,
          case v.status when 'PAID' then v.total when 'PARTIALLY_PAID' then v.total / 2 else 0 end,
          (${`${period}-01`})::date, ${pmc!.id}::uuid, (${`${period}-01`})::date, (${`${period}-01`})::date
        from u cross join lateral (
          select (u.area_sqm * 4500)::bigint as total,
            case
              when not ${recent} then 'PAID'
              when (u.k * 7 + ${m}) % 97 = 0 then 'RECALLED'
              when (u.k * 7 + ${m}) % 5 = 0 then 'ISSUED'
              when (u.k * 7 + ${m}) % 11 = 0 then 'PARTIALLY_PAID'
              else 'PAID' end as status
        ) v
        returning id, total_satang, unit_id
      )
      insert into billing_bill_lines (community_id, bill_id, position, kind, description, rate_satang, quantity,
        amount_satang)
      select ${BENCH_COMMUNITY}, b.id, 0, 'COMMON_FEE', 'ค่าส่วนกลาง', 4500, b.total_satang / 4500.0, b.total_satang
      from b`);
  }
  await db.insert(billingCounters).values({ communityId: BENCH_COMMUNITY, lastNo: months * count });
  return { units: count, bills: months * count };
}
