import { eq, sql } from 'drizzle-orm';
import { facilities, type StoredHours } from '../src/features/facilitybooking/tables';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { queryRows } from '../src/platform/db/client';
import { buildings, units } from '../src/platform/residence/tables';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';
import { addDays, localDate } from '../src/platform/time/zone-clock';

export const FACILITY_BENCH_COMMUNITY = 'bench-facility';
export const FACILITY_BENCH_UNITS = 3_000;
const ZONE = 'Asia/Bangkok';
/** Days of bookings either side of today: a year back, a year ahead (730 days). */
const DAYS_BACK = 365;
const DAYS_AHEAD = 364;

/** Unit k: B01-001 ... B30-100. */
const unitName = (k: number) =>
  `B${String(Math.floor(k / 100) + 1).padStart(2, '0')}-${String((k % 100) + 1).padStart(3, '0')}`;

/**
 * One kind of facility and how busy the generator makes it: `perSlot` bookings in every slot of
 * every day (`maxPlaces` places at most each, so a slot's holding places never pass its capacity;
 * one at an exclusive facility).
 */
interface Kind {
  name: string;
  count: number;
  slotMinutes: number | null;
  open: string;
  close: string;
  capacity: number;
  maxPeople: number;
  perSlot: number;
  maxPlaces: number;
  limitPerDay: number | null;
  limitPerWeek: number | null;
  requiresApproval?: boolean;
  feeSatang?: number;
  depositSatang?: number;
  advanceDays: number;
  /** The hot-slot run books these. */
  hot?: boolean;
}

/** 40 facilities; about 1,365 bookings a day, 996,000 over 730 days. */
const KINDS: Kind[] = [
  {
    name: 'ฟิตเนส',
    count: 10,
    slotMinutes: 60,
    open: '06:00',
    close: '22:00',
    capacity: 20,
    maxPeople: 2,
    perSlot: 4,
    maxPlaces: 2,
    limitPerDay: 2,
    limitPerWeek: 7,
    advanceDays: 7,
  },
  {
    name: 'สระว่ายน้ำ',
    count: 6,
    slotMinutes: 120,
    open: '07:00',
    close: '21:00',
    capacity: 30,
    maxPeople: 4,
    perSlot: 7,
    maxPlaces: 3,
    limitPerDay: 1,
    limitPerWeek: 7,
    advanceDays: 3,
  },
  {
    name: 'คอร์ตแบดมินตัน',
    count: 6,
    slotMinutes: 60,
    open: '07:00',
    close: '21:00',
    capacity: 1,
    maxPeople: 4,
    perSlot: 1,
    maxPlaces: 1,
    limitPerDay: 1,
    limitPerWeek: null,
    advanceDays: 7,
  },
  {
    name: 'ห้องประชุม',
    count: 5,
    slotMinutes: 120,
    open: '08:00',
    close: '20:00',
    capacity: 1,
    maxPeople: 20,
    perSlot: 1,
    maxPlaces: 1,
    limitPerDay: 1,
    limitPerWeek: null,
    requiresApproval: true,
    feeSatang: 20_000,
    depositSatang: 100_000,
    advanceDays: 30,
  },
  {
    name: 'ลานบาร์บีคิว',
    count: 5,
    slotMinutes: null,
    open: '10:00',
    close: '22:00',
    capacity: 1,
    maxPeople: 15,
    perSlot: 1,
    maxPlaces: 1,
    limitPerDay: 1,
    limitPerWeek: null,
    depositSatang: 50_000,
    advanceDays: 14,
  },
  {
    name: 'ซาวน่า',
    count: 4,
    slotMinutes: 60,
    open: '10:00',
    close: '22:00',
    capacity: 6,
    maxPeople: 2,
    perSlot: 3,
    maxPlaces: 2,
    limitPerDay: 1,
    limitPerWeek: null,
    advanceDays: 3,
  },
  {
    name: 'ลานกิจกรรมดาดฟ้า',
    count: 4,
    slotMinutes: 60,
    open: '08:00',
    close: '22:00',
    capacity: 100,
    maxPeople: 4,
    perSlot: 3,
    maxPlaces: 4,
    limitPerDay: 2,
    limitPerWeek: null,
    advanceDays: 14,
    hot: true,
  },
];

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const slotsPerDay = (k: Kind) => {
  const span = minutesOf(k.close) - minutesOf(k.open);
  return k.slotMinutes === null ? 1 : Math.floor(span / k.slotMinutes);
};

/** The loaded table's secondary indexes, built once after the fill instead of row by row. */
async function setIndexesAside(owner: Database) {
  const indexes = await queryRows<{ name: string; definition: string }>(
    owner,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename = 'facility_bookings'
          and indexname not in (select conname from pg_constraint)`,
  );
  for (const i of indexes) await owner.execute(sql.raw(`drop index ${i.name}`));
  return async () => {
    for (const i of indexes) await owner.execute(sql.raw(i.definition));
  };
}

export interface FacilityBenchFigures {
  units: number;
  facilities: number;
  bookings: number;
  slotRows: number;
  counterRows: number;
  today: string;
  /** Each facility: its id, kind and capacity, the hot ones marked. */
  facilityList: { id: string; kind: string; capacity: number; hot: boolean; slotMinutes: number | null }[];
  unitIDs: string[];
}

/**
 * A condominium of 3,000 units with 40 facilities of seven kinds and about 1,000,000 bookings over
 * two years centred on today: the past mostly checked in (some no-shows, cancellations), the
 * future mostly confirmed (some cancelled, pending, rejected or expired where the office
 * approves). No unit books one facility twice a day, and no slot holds more places than its
 * capacity; `facility_slot_usage` and `facility_unit_counters` are then summed from the bookings
 * that hold places, as live booking would have left them. INSERT ... SELECT from
 * generate_series, one facility a statement, as the tables' owner.
 */
export async function seedBenchFacilities(db: Database): Promise<FacilityBenchFigures> {
  const c = FACILITY_BENCH_COMMUNITY;
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  await createCommunity(db, { id: c, name: 'Bench Facility Condo', type: 'CONDO' });
  await addMember(db, c, pmc!.id, 'PMC');
  const towers = await db
    .insert(buildings)
    .values(
      Array.from({ length: FACILITY_BENCH_UNITS / 100 }, (_, t) => ({
        communityId: c,
        name: `อาคาร ${String(t + 1).padStart(2, '0')}`,
        floors: 20,
      })),
    )
    .returning();
  await db.insert(units).values(
    Array.from({ length: FACILITY_BENCH_UNITS }, (_, k) => ({
      communityId: c,
      buildingId: towers[Math.floor(k / 100)]!.id,
      unitNo: unitName(k),
    })),
  );
  const rows = await db
    .insert(facilities)
    .values(
      KINDS.flatMap((k) =>
        Array.from({ length: k.count }, (_, n) => ({
          communityId: c,
          name: `${k.name} ${n + 1}`,
          slotMinutes: k.slotMinutes,
          capacity: k.capacity,
          maxPeople: k.maxPeople,
          limitPerDay: k.limitPerDay,
          limitPerWeek: k.limitPerWeek,
          limitOpen: null,
          advanceDays: k.advanceDays,
          opensAt: '08:00',
          noticeMinutes: 0,
          cancelCutoffMinutes: 60,
          requiresApproval: k.requiresApproval ?? false,
          feeSatang: k.feeSatang ?? 0,
          depositSatang: k.depositSatang ?? 0,
          audience: 'ALL_RESIDENTS' as const,
          checkInGraceMinutes: 15,
          hours: Array.from({ length: 7 }, () => ({ open: k.open, close: k.close })) as StoredHours,
        })),
      ),
    )
    .returning({ id: facilities.id, name: facilities.name });
  const rebuildIndexes = await setIndexesAside(db);
  const today = localDate(new Date(), ZONE);
  const first = addDays(today, -DAYS_BACK);
  let index = 0;
  for (const kind of KINDS) {
    for (let n = 0; n < kind.count; n++, index++) {
      const f = rows[index]!;
      const length = kind.slotMinutes ?? minutesOf(kind.close) - minutesOf(kind.open);
      const exclusive = kind.capacity === 1;
      const approval = kind.requiresApproval ?? false;
      const deposit = kind.depositSatang ?? 0;
      // Day d, slot s, booking p: unit (offset of the facility's day + s * perSlot + p) mod 3,000,
      // so a unit books a facility at most once a day.
      await db.execute(sql`
        with u as (
          select id, unit_no, (row_number() over (order by unit_no) - 1)::int as k
          from units where community_id = ${c}
        ), v as (
          select d.n, s.k as slot, p.j,
            (${first}::date + d.n) as day,
            ((${first}::date + d.n)::timestamp + make_interval(mins => ${minutesOf(kind.open)} + s.k * ${length}))
              at time zone ${ZONE} as starts_at,
            abs(hashint4(d.n * 4099 + s.k * 131 + p.j * 17 + ${index * 7919})) as h,
            (abs(hashint4(d.n * 31 + ${index})) + (s.k * ${kind.perSlot} + p.j)) % ${FACILITY_BENCH_UNITS} as unit_k
          from generate_series(0, ${DAYS_BACK + DAYS_AHEAD}) d(n)
          cross join generate_series(0, ${slotsPerDay(kind) - 1}) s(k)
          cross join generate_series(0, ${kind.perSlot - 1}) p(j)
        ), w as (
          select v.*, v.starts_at + make_interval(mins => ${length}) as ends_at,
            case
              when v.starts_at + make_interval(mins => ${length}) <= now() then
                (array['CHECKED_IN','CHECKED_IN','CHECKED_IN','NO_SHOW','CANCELLED','CHECKED_IN','CONFIRMED'])[1 + v.h % 7]
              when ${approval} then
                (array['PENDING','CONFIRMED','PENDING','REJECTED','CONFIRMED','EXPIRED'])[1 + v.h % 6]
              else (array['CONFIRMED','CONFIRMED','CONFIRMED','CANCELLED'])[1 + v.h % 4]
            end as state,
            case when ${exclusive} then 1 + v.h % ${kind.maxPeople} else 1 + v.h % ${kind.maxPlaces} end as people
          from v
        )
        insert into facility_bookings (community_id, facility_id, unit_id, unit_no, starts_at, ends_at, day, people,
          places, exclusive, state, note, fee_satang, deposit_satang, deposit_state, code, booked_by, booked_by_name,
          source, reason, expires_at, checked_in_at, created_at, updated_at)
        select ${c}, ${f.id}::uuid, u.id, u.unit_no, w.starts_at, w.ends_at, w.day, w.people,
          case when ${exclusive} then 1 else w.people end, ${exclusive}, w.state,
          case when w.h % 9 = 0 then 'ขอเก้าอี้เพิ่ม 5 ตัว' end, ${kind.feeSatang ?? 0}, ${deposit},
          case when ${deposit} = 0 then 'NONE'
            when w.state = 'CHECKED_IN' and w.ends_at <= now() then 'REFUNDED'
            when w.state = 'CONFIRMED' then 'RECEIVED' else 'DUE' end,
          'b' || ${index} || '-' || w.n || '-' || w.slot || '-' || w.j, ${pmc!.id}::uuid, 'PMC',
          case when w.h % 3 = 0 then 'CONSOLE' else 'APP' end,
          case w.state when 'REJECTED' then 'ห้องประชุมใช้จัดประชุมคณะกรรมการ' when 'CANCELLED' then 'ลูกบ้านขอยกเลิก' end,
          case when w.state = 'PENDING' then least(now() + interval '24 hours', w.starts_at) end,
          case when w.state = 'CHECKED_IN' then w.starts_at + interval '5 minutes' end,
          least(w.starts_at, now()) - make_interval(days => 2 + w.h % 5),
          least(w.starts_at, now()) - make_interval(days => 2 + w.h % 5)
        from w join u on u.k = w.unit_k`);
    }
  }
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  await rebuildIndexes();
  const holding = sql.raw(`state in ('PENDING', 'CONFIRMED', 'CHECKED_IN', 'NO_SHOW')`);
  // Every slot anyone booked keeps its row (0 once all its bookings were let go), as live booking leaves it.
  await db.execute(sql`
    insert into facility_slot_usage (facility_id, slot_start, community_id, taken)
    select facility_id, starts_at, ${c}, coalesce(sum(places) filter (where ${holding}), 0)
    from facility_bookings where community_id = ${c} group by facility_id, starts_at`);
  await db.execute(sql`
    insert into facility_unit_counters (facility_id, unit_id, period, community_id, used)
    select facility_id, unit_id, 'D:' || to_char(day, 'YYYY-MM-DD'), ${c}, count(*) filter (where ${holding})
    from facility_bookings where community_id = ${c} group by facility_id, unit_id, day
    union all
    select facility_id, unit_id, 'W:' || to_char(day - (extract(isodow from day)::int - 1), 'YYYY-MM-DD'), ${c},
      count(*) filter (where ${holding})
    from facility_bookings where community_id = ${c}
    group by facility_id, unit_id, day - (extract(isodow from day)::int - 1)`);
  return benchFacilityFigures(db);
}

/** What the bench asks for: the facilities, the units, and how many rows the fill made. */
export async function benchFacilityFigures(db: Database): Promise<FacilityBenchFigures> {
  const c = FACILITY_BENCH_COMMUNITY;
  const count = async (table: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.raw(table)} where community_id = ${c}`,
        )
      )[0]!.n,
    );
  const list = await queryRows<{ id: string; name: string; capacity: number; slot_minutes: number | null }>(
    db,
    sql`select id, name, capacity, slot_minutes from facilities where community_id = ${c} order by created_at, name`,
  );
  const unitRows = await queryRows<{ id: string }>(
    db,
    sql`select id from units where community_id = ${c} order by unit_no`,
  );
  const hotKinds = new Set(KINDS.filter((k) => k.hot).map((k) => k.name));
  return {
    units: unitRows.length,
    facilities: list.length,
    bookings: await count('facility_bookings'),
    slotRows: await count('facility_slot_usage'),
    counterRows: await count('facility_unit_counters'),
    today: localDate(new Date(), ZONE),
    facilityList: list.map((f) => {
      const kind = f.name.replace(/ \d+$/, '');
      return { id: f.id, kind, capacity: f.capacity, hot: hotKinds.has(kind), slotMinutes: f.slot_minutes };
    }),
    unitIDs: unitRows.map((u) => u.id),
  };
}
