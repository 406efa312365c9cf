import { eq, sql } from 'drizzle-orm';
import { parcelCounters } from '../src/features/parcel/tables';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { buildings, units } from '../src/platform/residence/tables';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';

export const BENCH_COMMUNITY = 'bench-condo';
export const BENCH_UNITS = 1_000;
const FIRST = [
  'สมชาย',
  'สมศรี',
  'วิชัย',
  'สุดา',
  'ณัฐพล',
  'ปิยะนุช',
  'ธนากร',
  'กมลชนก',
  'John',
  'Emily',
  'อนุชา',
  'รัตนา',
];
const LAST = ['ใจดี', 'มีสุข', 'ศรีสุข', 'วงศ์ใหญ่', 'ทองดี', 'แสงทอง', 'Smith', 'บุญเรือง', 'จันทร์เพ็ญ'];
const CARRIERS = [
  'Kerry Express',
  'Flash Express',
  'J&T Express',
  'ไปรษณีย์ไทย (Thailand Post)',
  'Shopee Express',
  'Lazada Express',
];
const PREFIX = ['KBKK', 'TH', 'JT', 'EF', 'SPXTH', 'LXAD'];
const TYPES = ['BOX', 'BOX', 'ENVELOPE', 'DOCUMENT', 'FOOD', 'BOX', 'LARGE', 'COLD'];

const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`);

/** Unit k: T01-000 ... T10-099, so the text order is the numbering order. */
const unitName = (k: number) =>
  `T${String(Math.floor(k / 100) + 1).padStart(2, '0')}-${String(k % 100).padStart(3, '0')}`;

/** What the generator puts in parcel i: the bench searches for these. */
export const benchParcel = (i: number) => ({
  trackingNo: `${PREFIX[i % 6]}${String(7_000_000_000 + i)}`,
  name: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
  phone: `08${String(10_000_000 + ((i * 7) % 90_000_000)).padStart(8, '0')}`,
  unitNo: unitName((i * 7919) % BENCH_UNITS),
});

/**
 * A condo of 1,000 units holding `count` parcels over two years (about 275 a day): the last
 * three days all waiting, a fifth of the next seventeen days still waiting (many overdue), the
 * rest handed out, with a few returned and deleted. Multi-row INSERT ... SELECT from
 * generate_series, 50,000 rows a statement.
 */
export async function seedBenchParcels(db: Database, count: number) {
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  await createCommunity(db, { id: BENCH_COMMUNITY, name: 'Bench Condo', type: 'CONDO' });
  await addMember(db, BENCH_COMMUNITY, pmc!.id, 'PMC');
  const towers = await db
    .insert(buildings)
    .values(
      Array.from({ length: 10 }, (_, t) => ({
        communityId: BENCH_COMMUNITY,
        name: `Tower ${t + 1}`,
        floors: 25,
      })),
    )
    .returning();
  await db.insert(units).values(
    Array.from({ length: BENCH_UNITS }, (_, k) => ({
      communityId: BENCH_COMMUNITY,
      buildingId: towers[Math.floor(k / 100)]!.id,
      unitNo: unitName(k),
    })),
  );
  const spanSeconds = 730 * 86_400;
  for (let from = 1; from <= count; from += 50_000) {
    const to = Math.min(count, from + 49_999);
    await db.execute(sql`
      insert into parcels (community_id, no, tracking_no, tracking_key, carrier, type, status, unit_id, unit_no,
        building_id, recipient_name, recipient_phone, name_key, surname_key, phone_key, needs_notice, printed_at,
        received_at, received_by, handed_out_at, handed_out_by, collector_kind, collector_name, collector_phone,
        returned_at, deleted_at, status_reason, updated_at)
      select ${BENCH_COMMUNITY}, g.i, v.tracking, v.tracking, (${arr(CARRIERS)})[1 + g.i % 6],
        (${arr(TYPES)})[1 + g.i % 8], v.status, u.id, u.unit_no, u.building_id, v.name, v.phone,
        lower(v.name), lower(split_part(v.name, ' ', 2)), v.phone, g.i % 10 < 3,
        case when g.i % 10 < 3 and v.age > 2 then v.received + interval '2 hours' end,
        v.received, ${pmc!.id}::uuid,
        case when v.status = 'HANDED_OUT' then v.received + interval '20 hours' end,
        case when v.status = 'HANDED_OUT' then ${pmc!.id}::uuid end,
        case when v.status = 'HANDED_OUT' then 'PROXY' end,
        case when v.status = 'HANDED_OUT' then v.name end,
        case when v.status = 'HANDED_OUT' then v.phone end,
        case when v.status = 'RETURNED' then v.received + interval '10 days' end,
        case when v.status = 'DELETED' then v.received + interval '1 hour' end,
        case when v.status in ('RETURNED', 'DELETED') then 'bench' end,
        v.received
      from generate_series(${from}::int, ${to}::int) as g(i)
      cross join lateral (
        select
          (${arr(PREFIX)})[1 + g.i % 6] || (7000000000 + g.i)::text as tracking,
          (${arr(FIRST)})[1 + g.i % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + g.i % ${LAST.length}] as name,
          '08' || lpad((10000000 + (g.i * 7) % 90000000)::text, 8, '0') as phone,
          now() - make_interval(secs => (${count} - g.i) * ${spanSeconds / count}::float8) as received,
          ((${count} - g.i) * ${spanSeconds / count}::float8 / 86400)::int as age
      ) v0
      cross join lateral (
        select v0.*, case
          when v0.age < 3 then 'WAITING'
          when v0.age < 20 and g.i % 5 = 0 then 'WAITING'
          when g.i % 499 = 0 then 'DELETED'
          when g.i % 97 = 0 then 'RETURNED'
          else 'HANDED_OUT' end as status
      ) v
      join (select id, unit_no, building_id, row_number() over (order by unit_no) - 1 as k
            from units where community_id = ${BENCH_COMMUNITY}) u on u.k = (g.i * 7919) % ${BENCH_UNITS}`);
  }
  await db.insert(parcelCounters).values({ communityId: BENCH_COMMUNITY, lastNo: count });
  // What autovacuum does on PostgreSQL after a bulk load; embedded PGlite has no autovacuum.
  await db.execute(sql`vacuum analyze parcels`);
}
