import { eq, sql } from 'drizzle-orm';
import { DEFAULT_APPOINTMENT, DEFAULT_SLA } from '../src/features/repair/setting-queries';
import {
  repairCategories,
  repairPriceItems,
  repairSettings,
  repairTechnicians,
} from '../src/features/repair/tables';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { queryRows } from '../src/platform/db/client';
import { buildings, units } from '../src/platform/residence/tables';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';
import { localDate } from '../src/platform/time/zone-clock';

export const REPAIR_BENCH_COMMUNITY = 'bench-repair';
export const REPAIR_BENCH_UNITS = 3_000;
export const REPAIR_BENCH_REQUESTS = 300_000;
/** Timeline entries per request: 1,500,000 in all. */
const EVENTS_PER_REQUEST = 5;
const ZONE = 'Asia/Bangkok';
/** Requests are filed evenly over this many days up to now. */
const DAYS_BACK = 730;
const TECHNICIANS = 10;

/** Unit k: B01-001 ... B30-100. */
const unitName = (k: number) =>
  `B${String(Math.floor(k / 100) + 1).padStart(2, '0')}-${String((k % 100) + 1).padStart(3, '0')}`;

const CATEGORIES: [string, number, number, number][] = [
  ['ประปา', 4, 24, 3],
  ['ไฟฟ้า', 4, 24, 3],
  ['เครื่องปรับอากาศ', 8, 48, 7],
  ['ประตูและหน้าต่าง', 8, 48, 7],
  ['สุขภัณฑ์', 4, 24, 5],
  ['งานสี ผนัง ฝ้า', 24, 72, 14],
  ['อินเทอร์คอมและกริ่ง', 8, 48, 7],
  ['อื่น ๆ', 24, 72, 14],
];
/** What residents write; "รั่ว" (leaking) is in a quarter of them, the search's common word. */
const DESCRIPTIONS = [
  'ท่อน้ำทิ้งใต้อ่างล้างจานรั่ว น้ำซึมออกมาที่พื้น',
  'ก๊อกน้ำอ่างล้างหน้าหยดตลอดเวลา',
  'ปลั๊กไฟห้องนอนไม่มีไฟ ลองเสียบหลายอย่างแล้ว',
  'เบรกเกอร์ตัดบ่อยเวลาเปิดแอร์พร้อมเครื่องทำน้ำอุ่น',
  'แอร์ห้องนั่งเล่นน้ำหยดใส่โซฟา',
  'แอร์ไม่เย็น เปิดทั้งวันแล้วยังร้อน',
  'ประตูระเบียงเลื่อนไม่ลื่น ต้องออกแรงมาก',
  'ชักโครกกดน้ำไม่หยุด น้ำไหลตลอด',
  'ฝ้าห้องน้ำมีคราบน้ำรั่วซึมจากชั้นบน',
  'อินเตอร์คอมไม่มีเสียง ได้ยินแต่เสียงซ่า',
  'หน้าต่างห้องนอนปิดไม่สนิท ฝนตกแล้วน้ำรั่วเข้า',
  'หลอดไฟห้องครัวกะพริบ',
  'สายฉีดชำระรั่วตรงข้อต่อ',
  'ผนังห้องนั่งเล่นสีลอกเป็นแผ่น',
  'กริ่งหน้าห้องกดแล้วไม่ดัง',
  'เครื่องทำน้ำอุ่นไม่ร้อน',
  'ท่อแอร์รั่ว มีน้ำหยดที่ระเบียง',
  'ลูกบิดประตูห้องน้ำหลวม',
  'ท่อระบายน้ำในห้องน้ำตัน น้ำระบายช้า',
  'ขอเปลี่ยนไส้กรองน้ำและตรวจระบบประปา',
];
const FIRST_NAMES = ['สมชาย', 'สมหญิง', 'วิไล', 'ประยุทธ', 'กมล', 'นภา', 'ธนพล', 'ศิริพร', 'อนันต์', 'พิมพ์ชนก'];
const LAST_NAMES = ['ใจดี', 'รักษ์ไทย', 'ศรีสุข', 'วงศ์ใหญ่', 'บุญมา', 'แสงทอง', 'พูลผล', 'ทองคำ'];
const NOTES = [
  'ช่างเข้าตรวจสอบหน้างานแล้ว',
  'รออะไหล่จากผู้ขาย 2-3 วัน',
  'โทรนัดลูกบ้านแล้ว ลูกบ้านสะดวกช่วงบ่าย',
  'เปลี่ยนอะไหล่เรียบร้อย ทดสอบแล้วใช้งานได้',
  'ลูกบ้านแจ้งว่ายังมีอาการอยู่ ขอเข้าตรวจซ้ำ',
  'ถ่ายรูปก่อนและหลังซ่อมแนบไว้ในระบบ',
];

/** A unit's resident phone: one number per unit, so a phone finds that unit's requests. */
export const benchPhoneOf = (k: number) => `08${String(10_000_000 + k * 7919).slice(-8)}`;

const array = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`);

/** The loaded tables' secondary indexes, built once after the fill instead of row by row. */
async function setIndexesAside(owner: Database, tables: string[]) {
  const indexes = await queryRows<{ name: string; definition: string }>(
    owner,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename in ${sql.raw(`(${tables.map((t) => `'${t}'`).join(',')})`)}
          and indexname not in (select conname from pg_constraint)`,
  );
  for (const i of indexes) await owner.execute(sql.raw(`drop index ${i.name}`));
  return async () => {
    for (const i of indexes) await owner.execute(sql.raw(i.definition));
  };
}

export interface RepairBenchFigures {
  units: number;
  requests: number;
  events: number;
  appointments: number;
  open: number;
  today: string;
  categoryIDs: string[];
  technicianIDs: string[];
  /** A request to print: the newest scheduled one. */
  printID: string;
  /** A unit number and a phone that find requests. */
  unitNo: string;
  phone: string;
}

/**
 * A condominium of 3,000 units with 8 repair categories, 40 price items, 10 technicians (each
 * skilled in 4 categories, Monday to Saturday) and 300,000 requests filed evenly over two years:
 * those older than 30 days closed, reviewed, rejected, cancelled, declined or force closed;
 * the last 30 days in every state. Each has 5 timeline entries (1,500,000). Appointments are
 * taken slot by slot as the product books them: at most one request per technician and slot
 * (the table's key), the request's category one the technician has; a request with a visit that
 * found no free technician keeps its visit without a booked appointment, and a SCHEDULED one
 * without a place goes back to ACCEPTED. `search_text` as `searchTextOf` makes it. INSERT ...
 * SELECT from generate_series as the tables' owner, the secondary indexes built after.
 */
export async function seedBenchRepair(db: Database): Promise<RepairBenchFigures> {
  const c = REPAIR_BENCH_COMMUNITY;
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  await createCommunity(db, { id: c, name: 'Bench Repair Condo', type: 'CONDO' });
  await addMember(db, c, pmc!.id, 'PMC');
  const towers = await db
    .insert(buildings)
    .values(
      Array.from({ length: REPAIR_BENCH_UNITS / 100 }, (_, t) => ({
        communityId: c,
        name: `อาคาร ${String(t + 1).padStart(2, '0')}`,
        floors: 20,
      })),
    )
    .returning();
  await db.insert(units).values(
    Array.from({ length: REPAIR_BENCH_UNITS }, (_, k) => ({
      communityId: c,
      buildingId: towers[Math.floor(k / 100)]!.id,
      unitNo: unitName(k),
    })),
  );
  await db.insert(repairSettings).values({
    communityId: c,
    slots: DEFAULT_APPOINTMENT.slots,
    leadHours: DEFAULT_APPOINTMENT.leadHours,
    autoCloseDays: DEFAULT_APPOINTMENT.autoCloseDays,
    ...DEFAULT_SLA,
    lastNo: REPAIR_BENCH_REQUESTS,
  });
  const cats = await db
    .insert(repairCategories)
    .values(
      CATEGORIES.map(([name, acceptHours, visitHours, closeDays], sort) => ({
        communityId: c,
        name,
        acceptHours,
        visitHours,
        closeDays,
        sort,
      })),
    )
    .returning();
  await db.insert(repairPriceItems).values(
    Array.from({ length: 40 }, (_, i) => ({
      communityId: c,
      categoryId: i < 32 ? cats[i % 8]!.id : null,
      code: `R-${String(i + 1).padStart(3, '0')}`,
      name:
        i < 32 ? `${DESCRIPTIONS[i % 20]!.split(' ')[0]} (ขนาด ${1 + (i % 3)})` : `ค่าแรงช่าง ${i - 31} ชั่วโมง`,
      unit: i < 32 ? 'จุด' : 'ครั้ง',
      priceSatang: (350 + i * 80) * 100,
    })),
  );
  // Technician t is skilled in categories t, t+1, t+2, t+3 (mod 8): five technicians a category.
  const techs = await db
    .insert(repairTechnicians)
    .values(
      Array.from({ length: TECHNICIANS }, (_, t) => ({
        communityId: c,
        name: `ช่าง${FIRST_NAMES[t]} ${LAST_NAMES[t % LAST_NAMES.length]}`,
        phone: `0899000${String(t).padStart(3, '0')}`,
        skills: [0, 1, 2, 3].map((j) => cats[(t + j) % 8]!.id),
        days: [1, 2, 3, 4, 5, 6],
      })),
    )
    .returning();
  const rebuildIndexes = await setIndexesAside(db, [
    'repair_requests',
    'repair_events',
    'repair_appointments',
  ]);
  const catIDs = sql.raw(`array[${cats.map((x) => `'${x.id}'::uuid`).join(',')}]`);
  const techIDs = sql.raw(`array[${techs.map((x) => `'${x.id}'::uuid`).join(',')}]`);
  const phones = sql.raw(
    `array[${Array.from({ length: REPAIR_BENCH_UNITS }, (_, k) => `'${benchPhoneOf(k)}'`).join(',')}]`,
  );
  const N = REPAIR_BENCH_REQUESTS;
  // Request k (0 oldest) is filed at now - 730 days * (1 - k/N), by the resident of unit h % 3,000.
  await db.execute(sql`
    with u as (
      select id, unit_no, (row_number() over (order by unit_no) - 1)::int as k,
        (select name from buildings b where b.id = units.building_id) as building_name
      from units where community_id = ${c}
    ), v as (
      select g.k, abs(hashint4(g.k)) as h, abs(hashint4(g.k * 7 + 3)) as h2,
        now() - make_interval(secs => ${DAYS_BACK * 86400}::float8 * (1 - g.k::float8 / ${N})) as filed,
        ${DAYS_BACK}::float8 * (1 - g.k::float8 / ${N}) as age
      from generate_series(0, ${N - 1}) g(k)
    ), s as (
      select v.*,
        case when v.age > 30 then
          case when v.h % 100 < 45 then 'REVIEWED' when v.h % 100 < 80 then 'CLOSED'
            when v.h % 100 < 85 then 'FORCE_CLOSED' when v.h % 100 < 91 then 'REJECTED'
            when v.h % 100 < 96 then 'CANCELLED' else 'DECLINED' end
        else
          case when v.h % 100 < 10 then case when v.age < 3 then 'NEW' else 'ACCEPTED' end
            when v.h % 100 < 20 then 'ACCEPTED' when v.h % 100 < 27 then 'QUOTED'
            when v.h % 100 < 32 then 'APPROVED'
            when v.h % 100 < 38 then case when v.age < 5 then 'SCHEDULED' else 'IN_PROGRESS' end
            when v.h % 100 < 45 then 'IN_PROGRESS' when v.h % 100 < 53 then 'CLOSE_REQUESTED'
            when v.h % 100 < 75 then case when v.age > 2 then 'CLOSED' else 'CLOSE_REQUESTED' end
            when v.h % 100 < 86 then case when v.age > 3 then 'REVIEWED' else 'CLOSE_REQUESTED' end
            when v.h % 100 < 91 then 'REJECTED' when v.h % 100 < 95 then 'CANCELLED'
            when v.h % 100 < 97 then 'DECLINED' else 'FORCE_CLOSED' end
        end as state,
        (${catIDs})[1 + v.h2 % 8] as category_id,
        (${array(DESCRIPTIONS)})[1 + v.h2 % ${DESCRIPTIONS.length}] as description,
        (${array(FIRST_NAMES)})[1 + (v.h % 3000) % ${FIRST_NAMES.length}] || ' ' ||
          (${array(LAST_NAMES)})[1 + (v.h % 3000) % ${LAST_NAMES.length}] as name
      from v
    ), t as (
      select s.*,
        case when s.state not in ('NEW', 'REJECTED') then s.filed + make_interval(hours => 2 + s.h % 6) end as accepted,
        s.state in ('QUOTED', 'APPROVED', 'DECLINED') or (s.h2 % 10 < 3 and s.state in
          ('SCHEDULED', 'IN_PROGRESS', 'CLOSE_REQUESTED', 'CLOSED', 'REVIEWED')) as was_quoted,
        s.state in ('IN_PROGRESS', 'CLOSE_REQUESTED', 'CLOSED', 'REVIEWED')
          or (s.state = 'FORCE_CLOSED' and s.h2 % 2 = 0) as visited
      from s
    ), x as (
      select t.*,
        case when t.was_quoted then t.accepted + interval '3 hours' end as quoted,
        case when t.visited then t.accepted + make_interval(hours => 20 + t.h2 % 30) end as visit
      from t
    ), y as (
      select x.*,
        case when x.state in ('CLOSE_REQUESTED', 'CLOSED', 'REVIEWED') then x.visit + interval '4 hours' end as close_requested
      from x
    ), z as (
      select y.*,
        case when y.state in ('CLOSED', 'REVIEWED') then y.close_requested + interval '20 hours'
          when y.state = 'FORCE_CLOSED' then y.accepted + interval '5 days' end as closed
      from y
    )
    insert into repair_requests (community_id, no, unit_id, unit_no, building_name, requester_name,
      requester_phone, category_id, description, preferred_times, may_enter_when_absent, photos, state,
      reason, quote_lines, quote_total_satang, quoted_at, close_note, collected_satang, payment_method,
      close_requested_at, closed_at, review_stars, review_comment, reviewed_at, accepted_at,
      first_visit_at, accept_due_at, visit_due_at, close_due_at, paused_at, breaches, search_text,
      created_at, updated_at)
    select ${c}, z.k + 1, u.id, u.unit_no, u.building_name, z.name, (${phones})[1 + u.k], z.category_id,
      z.description, case when z.h % 3 = 0 then 'หลัง 17:00 น. หรือวันเสาร์' end, z.h % 4 = 0, '[]'::jsonb,
      z.state,
      case z.state when 'REJECTED' then 'อยู่ในระยะประกันของผู้ขาย' when 'FORCE_CLOSED' then 'ลูกบ้านจ้างช่างภายนอกแล้ว'
        when 'CANCELLED' then 'ลูกบ้านขอยกเลิก' end,
      case when z.was_quoted then jsonb_build_array(jsonb_build_object('itemID', null, 'name', 'ค่าอะไหล่และค่าแรง',
        'unit', 'จุด', 'quantity', 1, 'unitPriceSatang', 50000 + (z.h % 20) * 5000,
        'amountSatang', 50000 + (z.h % 20) * 5000)) end,
      case when z.was_quoted then 50000 + (z.h % 20) * 5000 end, z.quoted,
      case when z.close_requested is not null then 'ซ่อมเสร็จ ทดสอบแล้วใช้งานได้ปกติ' end,
      case when z.close_requested is not null then case when z.was_quoted then 50000 + (z.h % 20) * 5000 else 0 end end,
      case when z.close_requested is not null then case when z.was_quoted then 'CASH' else 'NONE' end end,
      z.close_requested, z.closed,
      case when z.state = 'REVIEWED' then 1 + least(4, z.h2 % 7) end,
      case when z.state = 'REVIEWED' and z.h % 3 = 0 then 'ช่างมาตรงเวลา สุภาพ ซ่อมเรียบร้อยดี' end,
      case when z.state = 'REVIEWED' then z.closed + interval '1 day' end,
      z.accepted, z.visit,
      z.filed + interval '4 hours',
      z.accepted + interval '24 hours', z.accepted + interval '5 days',
      case z.state when 'QUOTED' then z.quoted when 'CLOSE_REQUESTED' then z.close_requested end,
      case when z.h % 13 = 0 and z.accepted is not null then '["ACCEPT"]'::jsonb else '[]'::jsonb end,
      lower(concat_ws(' ', z.k + 1, u.unit_no, z.name, (${phones})[1 + u.k], z.description)),
      z.filed, coalesce(z.closed, z.close_requested, z.visit, z.quoted, z.accepted, z.filed)
    from z join u on u.k = z.h % ${REPAIR_BENCH_UNITS}`);
  // One request per technician and slot: visits ranked within their slot (scheduled ones first),
  // the r-th taking technician r - 1 on Monday to Saturday, its category made one of theirs.
  await db.execute(sql`
    with want as (
      select r.id, r.state, r.created_at,
        (((coalesce(r.first_visit_at, r.accepted_at + make_interval(hours => 20 + r.no % 60))
            at time zone ${ZONE})::date
          + case when extract(isodow from (coalesce(r.first_visit_at, r.accepted_at + make_interval(hours => 20 + r.no % 60))
            at time zone ${ZONE})) = 7 then 1 else 0 end)::timestamp
          + case when r.no % 2 = 0 then interval '9 hours' else interval '13 hours' end) at time zone ${ZONE} as slot
      from repair_requests r
      where r.community_id = ${c}
        and r.state in ('SCHEDULED', 'IN_PROGRESS', 'CLOSE_REQUESTED', 'CLOSED', 'REVIEWED')
    ), ranked as (
      select want.*, row_number() over (partition by slot order by state = 'SCHEDULED' desc, created_at) as r
      from want
    ), chosen as (
      select id, slot, (${techIDs})[r] as technician_id, r from ranked where r <= ${TECHNICIANS}
    ), booked as (
      insert into repair_appointments (technician_id, slot_start, community_id, request_id)
      select technician_id, slot, ${c}, id from chosen returning request_id
    )
    update repair_requests q set technician_id = chosen.technician_id, appointment_starts_at = chosen.slot,
      appointment_ends_at = chosen.slot + interval '3 hours',
      category_id = (${catIDs})[1 + (chosen.r - 1 + q.no % 4) % 8]
    from chosen where q.id = chosen.id and q.id in (select request_id from booked)`);
  await db.execute(sql`
    update repair_requests set state = 'ACCEPTED'
    where community_id = ${c} and state = 'SCHEDULED' and appointment_starts_at is null`);
  // Five entries a request: filing, acceptance (or the rejection), two notes, and the last move.
  await db.execute(sql`
    insert into repair_events (community_id, request_id, action, from_state, to_state, by_name, text,
      photos, shown_to_resident, at)
    select ${c}, r.id,
      case j.n when 0 then 'create' when 1 then case when r.state = 'REJECTED' then 'reject' else 'accept' end
        when 4 then case r.state when 'CLOSED' then 'confirmClose' when 'REVIEWED' then 'review'
          when 'FORCE_CLOSED' then 'forceClose' when 'CANCELLED' then 'cancel' when 'DECLINED' then 'declineQuote'
          else 'progress' end
        else 'progress' end,
      case j.n when 0 then null when 1 then 'NEW' end,
      case j.n when 0 then 'NEW' when 1 then case when r.state = 'REJECTED' then 'REJECTED' else 'ACCEPTED' end
        when 4 then case when r.state in ('CLOSED', 'REVIEWED', 'FORCE_CLOSED', 'CANCELLED', 'DECLINED') then r.state end
      end,
      case j.n when 0 then r.requester_name else 'สำนักงานนิติบุคคล' end,
      case j.n when 0 then r.description when 1 then r.reason
        else (${array(NOTES)})[1 + abs(hashint4(r.no * 5 + j.n)) % ${NOTES.length}] end,
      '[]'::jsonb, j.n <> 2,
      least(now(), case j.n when 0 then r.created_at
        when 1 then coalesce(r.accepted_at, r.created_at + interval '2 hours')
        when 4 then coalesce(r.closed_at, r.close_requested_at, r.first_visit_at, r.accepted_at, r.created_at) + interval '1 hour'
        else r.created_at + make_interval(hours => 3 * j.n) end)
    from repair_requests r cross join generate_series(0, ${EVENTS_PER_REQUEST - 1}) j(n)
    where r.community_id = ${c}`);
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  await rebuildIndexes();
  return benchRepairFigures(db);
}

/** What the bench asks for: the categories, technicians, a request to print, and the counts. */
export async function benchRepairFigures(db: Database): Promise<RepairBenchFigures> {
  const c = REPAIR_BENCH_COMMUNITY;
  const count = async (table: string, where = 'true') =>
    Number(
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.raw(table)} where community_id = ${c} and ${sql.raw(where)}`,
        )
      )[0]!.n,
    );
  const cats = await queryRows<{ id: string }>(
    db,
    sql`select id from repair_categories where community_id = ${c} order by sort`,
  );
  const techs = await queryRows<{ id: string }>(
    db,
    sql`select id from repair_technicians where community_id = ${c} order by name`,
  );
  const [print] = await queryRows<{ id: string; unit_no: string; requester_phone: string }>(
    db,
    sql`select id, unit_no, requester_phone from repair_requests
        where community_id = ${c} and state = 'SCHEDULED' order by created_at desc limit 1`,
  );
  return {
    units: await count('units'),
    requests: await count('repair_requests'),
    events: await count('repair_events'),
    appointments: await count('repair_appointments'),
    open: await count(
      'repair_requests',
      `state in ('NEW','ACCEPTED','QUOTED','APPROVED','SCHEDULED','IN_PROGRESS','CLOSE_REQUESTED')`,
    ),
    today: localDate(new Date(), ZONE),
    categoryIDs: cats.map((x) => x.id),
    technicianIDs: techs.map((x) => x.id),
    printID: print!.id,
    unitNo: print!.unit_no,
    phone: print!.requester_phone,
  };
}
