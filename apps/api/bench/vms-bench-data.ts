import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_FEE_RULES } from '../src/features/vms/settings-queries';
import { vmsCouponBatches, vmsCouponSettings, vmsSettings } from '../src/features/vms/tables';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { queryRows } from '../src/platform/db/client';
import { promptPayPayload } from '../src/platform/payment/promptpay-payload';
import { buildings, units } from '../src/platform/residence/tables';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';
import { addDays, localDate } from '../src/platform/time/zone-clock';

export const VMS_BENCH_COMMUNITY = 'bench-vms';
export const VMS_BENCH_UNITS = 3_000;
export const VMS_BENCH_VISITS = 500_000;
/** The newest visits, still inside: entered over the last two and a half hours. */
const INSIDE = 100;
/** Visits are spread evenly over this many days up to now (about 18 months). */
const DAYS_BACK = 548;
/** 400 reviewed batches of 500: 200,000 coupons. */
const BATCHES = 400;
const PER_BATCH = 500;
/** The batch waiting for its slip to be verified, for the bench to approve. */
export const VMS_BENCH_WAITING = 1_000;
const OWNERS = 60;
const ZONE = 'Asia/Bangkok';
const PAYEE = { kind: 'PHONE', id: '0812345678' } as const;
const PRICE_PER_HOUR = 2_000;
const VALIDITY_DAYS = 30;

/** Unit k: B01-001 ... B30-100, five to a floor. */
const unitName = (k: number) =>
  `B${String(Math.floor(k / 100) + 1).padStart(2, '0')}-${String((k % 100) + 1).padStart(3, '0')}`;

const FIRST_NAMES = [
  'สมชาย',
  'สมหญิง',
  'วิไล',
  'ประยุทธ',
  'กมล',
  'นภา',
  'ธนพล',
  'ศิริพร',
  'อนันต์',
  'พิมพ์ชนก',
  'สุนทร',
  'ณัฐวุฒิ',
  'ปิยะนุช',
  'เกียรติศักดิ์',
  'จันทร์เพ็ญ',
  'วรรณา',
  'ชัยวัฒน์',
  'รัตนา',
  'อภิชาติ',
  'กาญจนา',
];
const LAST_NAMES = [
  'ใจดี',
  'รักษ์ไทย',
  'ศรีสุข',
  'วงศ์ใหญ่',
  'บุญมา',
  'แสงทอง',
  'พูลผล',
  'ทองคำ',
  'มั่นคง',
  'สุขสวัสดิ์',
  'เจริญผล',
  'ประเสริฐ',
  'อินทรวงศ์',
  'ศักดิ์ดี',
  'พรหมมา',
  'ชัยมงคล',
  'นาคสุข',
  'สายทอง',
  'ธนากร',
  'คงเจริญ',
];
const COURIERS = [
  'Kerry Express',
  'Flash Express',
  'Lineman',
  'Grab',
  'Shopee Express',
  'J&T',
  'ไปรษณีย์ไทย',
  'foodpanda',
];
const PROVINCES = [
  'กรุงเทพมหานคร',
  'กรุงเทพมหานคร',
  'กรุงเทพมหานคร',
  'กรุงเทพมหานคร',
  'นนทบุรี',
  'ปทุมธานี',
  'สมุทรปราการ',
  'ชลบุรี',
  'เชียงใหม่',
  'นครราชสีมา',
];
/** Plate letters: consonants as Thai plates use them. */
const LETTERS = 'กขคฆงจฉชฌญฎฐฑฒณดตถทธนบปผพฟภมยรลวศษสหฬอฮ'.split('');
const SLIP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const array = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`);
/** `chars` characters of `alphabet` (32 letters) read 5 bits at a time from the bigint `x`. */
const base32 = (x: string, chars: number, alphabet: string) =>
  sql.raw(
    Array.from(
      { length: chars },
      (_, i) => `substr('${alphabet}', ((${x} >> ${5 * i}) & 31)::int + 1, 1)`,
    ).join(' || '),
  );

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

export interface VmsBenchFigures {
  units: number;
  visits: number;
  inside: number;
  stamps: number;
  coupons: number;
  batches: number;
  /** A unit of the community, for check-ins. */
  unitIDs: string[];
  /** An owner unit that may order without a quota, for batches the bench walks to approval. */
  ownerUnitID: string;
  /** The batch of 1,000 waiting for its slip to be verified. */
  waitingBatchID: string;
  /** Plates of single visitors spread over the 18 months (few visits each), to search for. */
  plates: string[];
  /** Coupon code prefixes of 2 to 5 characters, to search for. */
  couponPrefixes: string[];
  /** Visits in the 31 community days up to yesterday, as a month's report reads them. */
  monthFrom: string;
  monthTo: string;
  monthVisits: number;
}

/**
 * A condominium of 3,000 units whose gate has let in 500,000 visitors over 18 months: guests
 * (by car, motorcycle or on foot), couriers, contractors, taxis; Thai names and plates with
 * provinces, a phone each, a badge for a quarter, an ID document for a fifth, one stamp on a
 * tenth (a few cancelled), fees paid by cash or PromptPay. The newest 100 are inside now (a third
 * stamped). The gate's settings and fee rules; coupons at 20 baht an hour for 30 days, 60 owner
 * units (ground-floor shops), 400 reviewed batches of 500 (200,000 coupons, many used, some
 * cancelled, the old ones expired), and one batch of 1,000 moved from created to waiting for its
 * slip to be verified. INSERT ... SELECT from generate_series as the tables' owner, the secondary
 * indexes built after.
 */
export async function seedBenchVms(db: Database): Promise<VmsBenchFigures> {
  const c = VMS_BENCH_COMMUNITY;
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  const by = pmc!.id;
  await createCommunity(db, { id: c, name: 'Bench Visitor Condo', type: 'CONDO' });
  await addMember(db, c, by, 'PMC');
  const towers = await db
    .insert(buildings)
    .values(
      Array.from({ length: VMS_BENCH_UNITS / 100 }, (_, t) => ({
        communityId: c,
        name: `อาคาร ${String(t + 1).padStart(2, '0')}`,
        floors: 20,
      })),
    )
    .returning();
  await db.insert(units).values(
    Array.from({ length: VMS_BENCH_UNITS }, (_, k) => ({
      communityId: c,
      buildingId: towers[Math.floor(k / 100)]!.id,
      unitNo: unitName(k),
      floor: 1 + Math.floor((k % 100) / 5),
    })),
  );
  await db.insert(vmsSettings).values({
    communityId: c,
    idSecret: randomBytes(32).toString('base64url'),
    feeRules: DEFAULT_FEE_RULES,
  });
  const rebuildIndexes = await setIndexesAside(db, [
    'vms_visits',
    'vms_stamps',
    'vms_coupons',
    'vms_coupon_batches',
    'vms_coupon_batch_events',
  ]);
  const N = VMS_BENCH_VISITS;
  // Visit k (0 oldest) enters at now - 548 days * (1 - k/N), about every 95 s, to unit h % 3,000.
  // Slip codes: k times an odd number modulo 32^6, read as 6 letters, so every one is different.
  await db.execute(sql`
    with u as (
      select id, (row_number() over (order by unit_no) - 1)::int as k from units where community_id = ${c}
    ), v as (
      select g.k, abs(hashint4(g.k)) as h, abs(hashint4(g.k * 7 + 3)) as h2, abs(hashint4(g.k * 13 + 5)) as h3,
        now() - interval '2 minutes' - make_interval(secs => ${DAYS_BACK * 86400}::float8 * (1 - g.k::float8 / ${N})) as at,
        (g.k::bigint * 741103597 + 12345) % 1073741824 as slip
      from generate_series(0, ${N - 1}) g(k)
    ), t as (
      select v.*,
        case when v.h % 100 < 45 then 'GUEST' when v.h % 100 < 75 then 'DELIVERY'
          when v.h % 100 < 85 then 'CONTRACTOR' when v.h % 100 < 95 then 'TAXI' else 'OTHER' end as kind
      from v
    ), w as (
      select t.*,
        case t.kind
          when 'GUEST' then case when t.h2 % 10 < 6 then 'CAR' when t.h2 % 10 < 7 then 'MOTORCYCLE' end
          when 'DELIVERY' then case when t.h2 % 10 < 8 then 'MOTORCYCLE' when t.h2 % 10 < 9 then 'CAR' end
          when 'CONTRACTOR' then case when t.h2 % 10 < 6 then 'TRUCK' when t.h2 % 10 < 9 then 'CAR' end
          when 'TAXI' then case when t.h2 % 10 < 8 then 'CAR' else 'MOTORCYCLE' end
          else case when t.h2 % 10 < 5 then 'CAR' end
        end as vehicle,
        t.k >= ${N - INSIDE} as inside,
        -- Minutes inside: 10 to 300, one in fifty overnight.
        10 + t.h3 % 290 + case when t.h3 % 50 = 0 then 720 else 0 end as stay
      from t
    ), x as (
      select w.*,
        case w.vehicle when 'CAR' then 2000 when 'MOTORCYCLE' then 1000 when 'TRUCK' then 5000 end as hourly,
        least(w.at + make_interval(mins => w.stay), now() - interval '1 minute') as out_at
      from w
    )
    insert into vms_visits (community_id, slip_code, name, phone, visitor_type, vehicle_type, plate, province,
      unit_id, purpose, id_type, id_last4, id_hash, badge, checked_in_at, checked_in_by, checked_out_at,
      checked_out_by, fee_satang, payment_method)
    select ${c}, ${base32('x.slip', 6, SLIP_ALPHABET)},
      case when x.kind in ('DELIVERY', 'TAXI')
        then (${array(COURIERS)})[1 + x.h2 % ${COURIERS.length}] || ' ' || (${array(FIRST_NAMES)})[1 + x.h3 % ${FIRST_NAMES.length}]
        else (${array(FIRST_NAMES)})[1 + x.h % ${FIRST_NAMES.length}] || ' ' || (${array(LAST_NAMES)})[1 + (x.h / 100) % ${LAST_NAMES.length}]
      end,
      '08' || lpad(((x.h2::bigint * 7 + x.k) % 100000000)::text, 8, '0'),
      x.kind, x.vehicle,
      case when x.vehicle is not null then
        case when x.h3 % 3 = 0 then (1 + x.h3 % 9)::text else '' end
        || (${array(LETTERS)})[1 + x.h % ${LETTERS.length}] || (${array(LETTERS)})[1 + x.h2 % ${LETTERS.length}]
        || ' ' || (1 + (x.h3 / 7) % 9999)::text
      end,
      case when x.vehicle is not null then (${array(PROVINCES)})[1 + x.h2 % ${PROVINCES.length}] end,
      u.id,
      case x.kind when 'GUEST' then 'เยี่ยมญาติ' when 'DELIVERY' then 'ส่งพัสดุ' when 'CONTRACTOR' then 'ซ่อมแซมห้อง'
        when 'TAXI' then 'รับส่งผู้โดยสาร' else 'ติดต่อเจ้าของห้อง' end,
      case when x.h3 % 5 = 0 then 'THAI_ID' end,
      case when x.h3 % 5 = 0 then lpad((x.h % 10000)::text, 4, '0') end,
      case when x.h3 % 5 = 0 then md5(x.k::text) end,
      case when x.h % 4 = 0 then 'V-' || lpad((1 + x.h2 % 40)::text, 2, '0') end,
      x.at, ${by}::uuid,
      case when not x.inside then x.out_at end,
      case when not x.inside then ${by}::uuid end,
      case when x.inside then null when x.vehicle is null or x.stay <= 15 then 0
        else least(ceil(x.stay / 60.0)::int * x.hourly, x.hourly * 10) end,
      case when x.inside or x.vehicle is null or x.stay <= 15 then null
        when x.h % 2 = 0 then 'CASH' else 'PROMPTPAY' end
    from x join u on u.k = x.h % ${VMS_BENCH_UNITS}`);
  // One stamp on a tenth of the visits and a third of those inside, five minutes after entry; one in twenty cancelled.
  await db.execute(sql`
    insert into vms_stamps (community_id, visit_id, stamped_by, stamped_at, cancelled_at, cancelled_by)
    select ${c}, id, ${by}::uuid, checked_in_at + interval '5 minutes',
      case when hashtext(slip_code) % 20 = 0 and checked_out_at is not null then checked_in_at + interval '8 minutes' end,
      case when hashtext(slip_code) % 20 = 0 and checked_out_at is not null then ${by}::uuid end
    from vms_visits
    where community_id = ${c} and (hashtext(slip_code) % 10 = 0 or (checked_out_at is null and hashtext(slip_code) % 3 = 0))`);

  await db.insert(vmsCouponSettings).values({
    communityId: c,
    pricePerHourSatang: PRICE_PER_HOUR,
    validityDays: VALIDITY_DAYS,
    payeeKind: PAYEE.kind,
    payeeId: PAYEE.id,
    payeeName: 'นิติบุคคลอาคารชุด เบนช์',
  });
  // Owners: the first two units of each tower's ground floor, discounts 0, 5 or 10 %.
  await db.execute(sql`
    insert into vms_coupon_owners (community_id, unit_id, can_order, discount_percent, monthly_quota)
    select ${c}, id, true, (row_number() over (order by unit_no) % 3 * 5)::int, null
    from units where community_id = ${c} and unit_no ~ '-00[12]$'`);
  const owners = await queryRows<{ unit_id: string; discount_percent: number }>(
    db,
    sql`select unit_id, discount_percent from vms_coupon_owners where community_id = ${c} order by unit_id`,
  );
  const now = Date.now();
  const DAY = 86_400_000;
  const batchRows = Array.from({ length: BATCHES }, (_, i) => {
    const owner = owners[i % OWNERS]!;
    const hours = 1 + (i % 3);
    const amount = Math.round((PER_BATCH * hours * PRICE_PER_HOUR * (100 - owner.discount_percent)) / 100);
    // Batch i is ordered (540 - i * 1.3) days ago, approved three days later.
    const at = new Date(now - (DAYS_BACK - 8 - i * ((DAYS_BACK - 10) / BATCHES)) * DAY);
    return {
      communityId: c,
      ownerUnitId: owner.unit_id,
      state: 'REVIEWED' as const,
      count: PER_BATCH,
      hours,
      priceSatang: amount,
      amountSatang: amount,
      dueDate: addDays(localDate(at, ZONE), 7),
      promptPayPayload: promptPayPayload(PAYEE, amount),
      createdBy: by,
      createdAt: at,
      updatedAt: new Date(at.getTime() + 3 * DAY),
    };
  });
  const waitingAt = new Date(now - 2 * DAY);
  const waitingAmount = VMS_BENCH_WAITING * 2 * PRICE_PER_HOUR;
  const [waiting] = await db
    .insert(vmsCouponBatches)
    .values({
      communityId: c,
      ownerUnitId: owners[0]!.unit_id,
      state: 'WAITING_VERIFY',
      count: VMS_BENCH_WAITING,
      hours: 2,
      priceSatang: waitingAmount,
      amountSatang: waitingAmount,
      dueDate: addDays(localDate(waitingAt, ZONE), 7),
      promptPayPayload: promptPayPayload(PAYEE, waitingAmount),
      note: 'คูปองจอดรถสำหรับลูกค้าร้าน',
      createdBy: by,
      createdAt: waitingAt,
      updatedAt: new Date(waitingAt.getTime() + 5 * 3_600_000),
    })
    .returning({ id: vmsCouponBatches.id });
  await db.insert(vmsCouponBatches).values(batchRows);
  // The timeline each batch's state implies, an hour or a day apart.
  await db.execute(sql`
    insert into vms_coupon_batch_events (community_id, batch_id, action, from_state, to_state, by, at)
    select ${c}, b.id, s.action, s.from_state, s.to_state, ${by}::uuid, b.created_at + s.after
    from vms_coupon_batches b
    cross join (values
      (1, 'create', null, 'CREATED', interval '0'),
      (2, 'requestPayment', 'CREATED', 'WAITING_PAYMENT', interval '2 hours'),
      (3, 'uploadSlip', 'WAITING_PAYMENT', 'WAITING_VERIFY', interval '5 hours'),
      (4, 'approve', 'WAITING_VERIFY', 'REVIEWED', interval '3 days')
    ) s(step, action, from_state, to_state, after)
    where b.community_id = ${c} and (b.state = 'REVIEWED' or s.step < 4)`);
  // Coupon k: 50 bits of k times an odd number, read as 10 letters (all different); valid to
  // the end of the 30th Bangkok day after approval; of those past it, 60 % used and 5 %
  // cancelled; of the valid ones 30 % used so far.
  await db.execute(sql`
    with b as (
      select id, hours, created_at + interval '3 days' as approved,
        (date_trunc('day', (created_at + interval '3 days') at time zone ${ZONE}) + interval '${sql.raw(String(VALIDITY_DAYS))} days') at time zone ${ZONE} as until,
        (row_number() over (order by created_at) - 1)::int as i
      from vms_coupon_batches where community_id = ${c} and state = 'REVIEWED'
    ), n as (
      select b.*, s.serial, (b.i * ${PER_BATCH} + s.serial)::bigint as k, abs(hashint4(b.i * ${PER_BATCH} + s.serial)) as h
      from b cross join generate_series(1, ${PER_BATCH}) s(serial)
    ), x as (
      select n.*, (n.k * 23456789012345 + 98765) & 1125899906842623 as bits,
        case when n.until < now() then n.h % 100 < 60 else n.h % 100 < 30 end as used,
        n.until < now() and n.h % 100 between 60 and 64 as cancelled
      from n
    )
    insert into vms_coupons (community_id, batch_id, serial, code, hours, valid_until, used_at, used_by,
      cancelled_at, cancelled_by, cancel_reason)
    select ${c}, x.id, x.serial, ${base32('x.bits', 10, CODE_ALPHABET)}, x.hours, x.until,
      case when x.used then least(now(), x.approved + make_interval(hours => 1 + x.h % 600)) end,
      case when x.used then ${by}::uuid end,
      case when x.cancelled then x.approved + interval '1 day' end,
      case when x.cancelled then ${by}::uuid end,
      case when x.cancelled then 'ร้านปิดปรับปรุง' end
    from x`);
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  await rebuildIndexes();
  return benchVmsFigures(db, waiting!.id);
}

/** What the bench asks for: units, an owner, the waiting batch, search terms, and the counts. */
export async function benchVmsFigures(db: Database, waitingBatchID?: string): Promise<VmsBenchFigures> {
  const c = VMS_BENCH_COMMUNITY;
  const count = async (table: string, where = 'true') =>
    Number(
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.raw(table)} where community_id = ${c} and ${sql.raw(where)}`,
        )
      )[0]!.n,
    );
  const unitRows = await queryRows<{ id: string }>(
    db,
    sql`select id from units where community_id = ${c} order by unit_no`,
  );
  const [owner] = await queryRows<{ unit_id: string }>(
    db,
    sql`select unit_id from vms_coupon_owners where community_id = ${c} order by unit_id limit 1`,
  );
  const waiting =
    waitingBatchID ??
    (
      await queryRows<{ id: string }>(
        db,
        sql`select id from vms_coupon_batches where community_id = ${c} and state = 'WAITING_VERIFY'
            order by created_at limit 1`,
      )
    )[0]?.id ??
    '';
  // A plate seen once or twice, from each of 20 points in time (the oldest first).
  const plates = await queryRows<{ plate: string }>(
    db,
    sql`with p as (
          select plate, min(checked_in_at) as first from vms_visits
          where community_id = ${c} and plate is not null group by plate having count(*) <= 2
        ), r as (select plate, ntile(20) over (order by first) as part from p)
        select min(plate) as plate from r group by part order by part`,
  );
  const codes = await queryRows<{ code: string }>(
    db,
    sql`select code from vms_coupons where community_id = ${c} and serial % 97 = 0 order by md5(code) limit 40`,
  );
  const yesterday = addDays(localDate(new Date(), ZONE), -1);
  const monthFrom = addDays(yesterday, -30);
  return {
    units: unitRows.length,
    visits: await count('vms_visits'),
    inside: await count('vms_visits', 'checked_out_at is null'),
    stamps: await count('vms_stamps'),
    coupons: await count('vms_coupons'),
    batches: await count('vms_coupon_batches'),
    unitIDs: unitRows.map((u) => u.id),
    ownerUnitID: owner!.unit_id,
    waitingBatchID: waiting,
    plates: plates.map((p) => p.plate),
    couponPrefixes: codes.map((x, i) => x.code.slice(0, 2 + (i % 4))),
    monthFrom,
    monthTo: yesterday,
    monthVisits: await count(
      'vms_visits',
      `checked_in_at >= ('${monthFrom}'::date)::timestamp at time zone '${ZONE}'
       and checked_in_at < ('${yesterday}'::date + 1)::timestamp at time zone '${ZONE}'`,
    ),
  };
}
