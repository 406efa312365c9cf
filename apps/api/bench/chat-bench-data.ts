import { eq, sql } from 'drizzle-orm';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { queryRows } from '../src/platform/db/client';
import { buildings, units } from '../src/platform/residence/tables';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';

export const CHAT_BENCH_COMMUNITY = 'chatbench-condo';
export const CHAT_BENCH_UNITS = 3_000;
/** Messages in the one long room (seq 1..100,000), and in each of the others. */
export const CHAT_BENCH_BIG_ROOM = 100_000;
const PER_ROOM = 5;
/** Chat admins besides the demo PMC: with it, 999 admin sockets and one resident's make 1,000. */
export const CHAT_BENCH_EXTRA_ADMINS = 998;

/** Unit k: B01-001 ... B30-100. */
const unitName = (k: number) =>
  `B${String(Math.floor(k / 100) + 1).padStart(2, '0')}-${String((k % 100) + 1).padStart(3, '0')}`;

const TEXTS = [
  'สวัสดีค่ะ น้ำซึมจากฝ้าห้องน้ำ ช่วยส่งช่างมาดูได้ไหมคะ',
  'รบกวนสอบถามค่าส่วนกลางงวดนี้ครบกำหนดวันไหนครับ',
  'รับทราบค่ะ จะให้ รปภ. ตรวจสอบให้นะคะ',
  'พัสดุของผมมาถึงหรือยังครับ',
  'มาถึงแล้วค่ะ รับได้ที่ห้องนิติบุคคลชั้น 1 ค่ะ',
  'ลิฟต์ตัวที่ 2 เสียงดังผิดปกติครับ',
  'ส่งช่างเข้าไปตรวจสอบภายในวันนี้ค่ะ',
  'ขอบคุณที่แจ้งค่ะ',
];

/** The chat tables' secondary indexes, built once after the fill instead of row by row. */
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

export interface ChatBenchFigures {
  units: number;
  rooms: number;
  messages: number;
  admins: number;
  /** The room of 100,000 messages. */
  bigRoomID: string;
  /** The room the socket run writes into, and its resident (who holds one of the sockets). */
  socketRoomID: string;
  socketResidentID: string;
  /** Rooms of 100 other residents (no socket open), for messages spread over many rooms. */
  spreadRoomIDs: string[];
}

/**
 * A condominium of 3,000 units, one resident each, each resident with a room: one room of
 * 100,000 messages (seq 1..100,000 over the past two years), the others 5 messages each, the
 * rooms open, pending or closed in turn. The demo PMC and 998 staff members are the chat admins;
 * office hours all week, so no after-hours auto-reply joins the socket run's messages.
 * INSERT ... SELECT from generate_series as the tables' owner, the chat tables' indexes after.
 */
export async function seedBenchChat(db: Database): Promise<ChatBenchFigures> {
  const c = CHAT_BENCH_COMMUNITY;
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  await createCommunity(db, { id: c, name: 'Chat Bench Condo', type: 'CONDO' });
  await addMember(db, c, pmc!.id, 'PMC');
  const towers = await db
    .insert(buildings)
    .values(
      Array.from({ length: CHAT_BENCH_UNITS / 100 }, (_, t) => ({
        communityId: c,
        name: `อาคาร ${String(t + 1).padStart(2, '0')}`,
        floors: 20,
      })),
    )
    .returning();
  await db.insert(units).values(
    Array.from({ length: CHAT_BENCH_UNITS }, (_, k) => ({
      communityId: c,
      buildingId: towers[Math.floor(k / 100)]!.id,
      unitNo: unitName(k),
    })),
  );
  // Resident k (0-based, by email) lives in unit k.
  await db.execute(sql`
    insert into users (email, firstname, lastname, mobile)
    select 'r' || lpad(g::text, 4, '0') || '@chatbench.test', 'ลูกบ้าน' || g, 'ทดสอบ', '08' || lpad((g * 7919 % 100000000)::text, 8, '0')
    from generate_series(0, ${CHAT_BENCH_UNITS - 1}::int) g`);
  await db.execute(sql`
    insert into memberships (user_id, community_id, role)
    select id, ${c}, 'RESIDENT' from users where email like '%@chatbench.test'`);
  await db.execute(sql`
    with r as (select id, (row_number() over (order by email) - 1)::int as k from users where email like '%@chatbench.test'),
      u as (select id, (row_number() over (order by unit_no) - 1)::int as k from units where community_id = ${c})
    insert into unit_members (community_id, unit_id, user_id, unit_role)
    select ${c}, u.id, r.id, 'OWNER' from r join u on u.k = r.k`);
  await db.execute(sql`
    insert into users (email, firstname, lastname)
    select 'chatbench-admin-' || lpad(g::text, 4, '0') || '@demo.test', 'เจ้าหน้าที่' || g, 'นิติ'
    from generate_series(1, ${CHAT_BENCH_EXTRA_ADMINS}::int) g`);
  await db.execute(sql`
    insert into memberships (user_id, community_id, role)
    select id, ${c}, 'ADMIN' from users where email like 'chatbench-admin-%@demo.test'`);
  await db.execute(sql`
    insert into chat_admins (community_id, user_id, added_by)
    select ${c}, id, ${pmc!.id}::uuid from users where email like 'chatbench-admin-%@demo.test' or id = ${pmc!.id}::uuid`);
  await db.execute(sql`
    insert into chat_preferences (community_id, office_hours)
    values (${c}, ${JSON.stringify(Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:59' })))}::jsonb)`);

  const rebuildIndexes = await setIndexesAside(db, ['chat_rooms', 'chat_messages']);
  const texts = sql.raw(`array[${TEXTS.map((t) => `'${t}'`).join(',')}]`);
  // Room k belongs to resident k; room 0 is the long one. Activity: room k last written k * 7
  // minutes ago; the last message is the resident's in open rooms, the office's otherwise.
  await db.execute(sql`
    with r as (select id, (row_number() over (order by email) - 1)::int as k from users where email like '%@chatbench.test')
    insert into chat_rooms (community_id, resident_id, status, assignee_id, last_seq, last_message_at, last_preview,
      last_side, office_unread, resident_unread, office_read_seq, resident_read_seq, waiting_since, created_at)
    select ${c}, r.id, (array['OPEN','PENDING','CLOSED'])[1 + r.k % 3],
      case when r.k % 3 = 0 then null else ${pmc!.id}::uuid end,
      n.last, now() - make_interval(mins => r.k * 7), (${texts})[1 + r.k % 8],
      case when r.k % 3 = 0 then 'RESIDENT' else 'OFFICE' end,
      case when r.k % 3 = 0 then 1 else 0 end, 0,
      case when r.k % 3 = 0 then n.last - 1 else n.last end, n.last,
      case when r.k % 3 = 0 then now() - make_interval(mins => r.k * 7) end,
      now() - interval '730 days'
    from r cross join lateral (select case when r.k = 0 then ${CHAT_BENCH_BIG_ROOM}::int else ${PER_ROOM}::int end as last) n`);
  // Message seq s of a room: odd from the resident, even from the office (the PMC); the last one
  // at the room's last activity, each earlier ten minutes before the next.
  await db.execute(sql`
    with r as (
      select cr.id, cr.resident_id, cr.last_seq, cr.last_message_at from chat_rooms cr where cr.community_id = ${c}
    )
    insert into chat_messages (community_id, room_id, seq, side, sender_id, body, created_at)
    select ${c}, r.id, s,
      case when s % 2 = 1 then 'RESIDENT' else 'OFFICE' end,
      case when s % 2 = 1 then r.resident_id else ${pmc!.id}::uuid end,
      (${texts})[1 + (hashint4(s) & 7)] || ' #' || s,
      r.last_message_at - make_interval(mins => (r.last_seq - s) * 10)
    from r cross join lateral generate_series(1, r.last_seq) s`);
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  await rebuildIndexes();
  return benchChatFigures(db);
}

/** What the bench asks for: the two rooms it uses and how many rows the fill made. */
export async function benchChatFigures(db: Database): Promise<ChatBenchFigures> {
  const c = CHAT_BENCH_COMMUNITY;
  const count = async (table: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.raw(table)} where community_id = ${c}`,
        )
      )[0]!.n,
    );
  const rooms = await queryRows<{ id: string; resident_id: string; email: string }>(
    db,
    sql`select cr.id, cr.resident_id, u.email from chat_rooms cr join users u on u.id = cr.resident_id
        where cr.community_id = ${c} and u.email in ('r0000@chatbench.test', 'r0001@chatbench.test') order by u.email`,
  );
  const spread = await queryRows<{ id: string }>(
    db,
    sql`select cr.id from chat_rooms cr join users u on u.id = cr.resident_id
        where cr.community_id = ${c} and u.email like '%@chatbench.test' order by u.email offset 2 limit 100`,
  );
  return {
    units: await count('units'),
    rooms: await count('chat_rooms'),
    messages: await count('chat_messages'),
    admins: await count('chat_admins'),
    bigRoomID: rooms[0]!.id,
    socketRoomID: rooms[1]!.id,
    socketResidentID: rooms[1]!.resident_id,
    spreadRoomIDs: spread.map((r) => r.id),
  };
}

/**
 * The people who hold the socket run's sockets, each with a new signed-in session: every chat
 * admin, and the resident of the room the run writes into (last).
 */
export async function benchChatSessions(db: Database, residentId: string) {
  return queryRows<{ user_id: string; email: string; session_id: string }>(
    db,
    sql`with p as (
          select u.id, u.email, 0 as last from users u join chat_admins a on a.user_id = u.id
          where a.community_id = ${CHAT_BENCH_COMMUNITY}
          union all select id, email, 1 from users where id = ${residentId}::uuid
        ), s as (insert into auth_sessions (user_id) select id from p returning id, user_id)
        select p.id as user_id, p.email, s.id as session_id from p join s on s.user_id = p.id order by p.last, p.email`,
  );
}
