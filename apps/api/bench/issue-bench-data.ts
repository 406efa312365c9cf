import { eq, type SQL, sql } from 'drizzle-orm';
import { users } from '../src/platform/auth/tables';
import { acrossCommunities } from '../src/platform/db/across-communities';
import type { Database } from '../src/platform/db/client';
import { queryRows } from '../src/platform/db/client';
import { communityScope } from '../src/platform/db/community-scope';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';

export const ISSUE_BENCH_COMMUNITY = 'bench-issues';
/** The board the bench opens: its one group holds exactly this many current tasks. */
export const BOARD_TASKS = 500;
const CHUNK = 50_000;

// The words an office's tasks and talk are made of. Titles, texts and comments draw them
// independently (by a hash of the task's number), with unit numbers and people, so a few Thai
// letters find a realistic fraction of the tasks, not one in ten as when a few phrases repeat.
const WHAT = [
  'น้ำรั่วซึม',
  'ไฟดับ',
  'กระเบื้องร่อน',
  'ลิฟต์ค้าง',
  'ประตูปิดไม่สนิท',
  'ท่ออุดตัน',
  'สีลอก',
  'รอยร้าว',
  'ปลั๊กไม่มีไฟ',
  'แอร์ไม่เย็น',
  'กล้องภาพไม่ชัด',
  'ไม้กั้นค้าง',
  'ปั๊มน้ำเสียงดัง',
  'ฝ้าเพดานมีคราบ',
  'หน้าต่างฝืด',
  'ชักโครกกดไม่ลง',
  'ยาแนวดำ',
  'ก๊อกน้ำหยด',
  'หลอดไฟกะพริบ',
  'คีย์การ์ดใช้ไม่ได้',
  'สัญญาณกันขโมยดัง',
  'ถังดับเพลิงหมดอายุ',
  'รางน้ำฝนรั่ว',
  'พื้นไม้บวม',
  'มุ้งลวดขาด',
  'ลูกบิดหลวม',
  'เครื่องทำน้ำอุ่นไม่ทำงาน',
  'อินเตอร์คอมไม่มีเสียง',
  'ราวบันไดโยก',
  'ซิลิโคนหลุด',
  'กลิ่นท่อระบายน้ำ',
  'ปลวกขึ้น',
  'รถจอดขวาง',
  'ขยะล้นถัง',
  'เสียงดังรบกวน',
  'ประตูม้วนติดขัด',
  'สปริงเกอร์รั่ว',
  'เบรกเกอร์ตัด',
  'ผนังชื้น',
  'กระจกแตก',
];
const WHERE = [
  'ลานจอดรถ',
  'ห้องน้ำ',
  'ระเบียง',
  'ทางเดิน',
  'ล็อบบี้',
  'สระว่ายน้ำ',
  'ห้องฟิตเนส',
  'ดาดฟ้า',
  'ห้องครัว',
  'บันไดหนีไฟ',
  'สวนหย่อม',
  'ห้องขยะ',
  'ห้องเครื่อง',
  'โถงลิฟต์',
  'ป้อมยาม',
  'ห้องจดหมาย',
  'ซาวน่า',
  'ห้องประชุม',
  'ทางลาด',
  'ห้องนอนใหญ่',
  'ห้องรับแขก',
  'ชั้นลอย',
];
const DETAIL = [
  'แจ้งโดยลูกบ้าน',
  'พบระหว่างเดินตรวจ',
  'ลูกบ้านแจ้งผ่านไลน์',
  'แจ้งซ้ำเป็นครั้งที่สอง',
  'อยู่ในระยะประกันผู้รับเหมา',
  'ต้องประสานเจ้าของร่วม',
  'นิติบุคคลออกค่าใช้จ่าย',
  'รอมติคณะกรรมการ',
  'ส่งรูปมาในกลุ่ม',
  'เกิดหลังฝนตกหนัก',
  'เป็นตั้งแต่ต้นเดือน',
  'กระทบหลายห้อง',
  'ขอให้เข้าดูวันเสาร์',
];
const PEOPLE = [
  'คุณสมชาย',
  'คุณสุนีย์',
  'คุณวิชัย',
  'คุณมาลี',
  'คุณประเสริฐ',
  'คุณกมลวรรณ',
  'คุณธนพล',
  'คุณอรุณี',
  'คุณเกียรติศักดิ์',
  'คุณพิมพ์ชนก',
  'คุณณัฐวุฒิ',
  'คุณรัตนา',
  'คุณจิราพร',
  'คุณบุญเลิศ',
  'คุณศิริพร',
  'คุณอนุชา',
  'คุณวรรณา',
  'คุณปิยะ',
  'คุณสุรเชษฐ์',
  'คุณทิพวรรณ',
];
const CONTRACTORS = [
  'ช่างเอก',
  'ช่างหนุ่ม',
  'ช่างต้อม',
  'ช่างแดง',
  'บจก.ไทยลิฟต์เซอร์วิส',
  'หจก.รุ่งเรืองการช่าง',
  'บจก.สยามแอร์',
  'ร้านประปาเจริญ',
  'บจก.ซีเคียวการ์ด',
  'ทีมแม่บ้าน',
  'บจก.กรีนการ์เด้น',
  'ช่างไฟฟ้าประจำอาคาร',
  'บจก.ปลวกสะอาด',
  'หจก.กระจกทอง',
];
const SAYS = [
  'เข้าตรวจสอบแล้ว รออะไหล่',
  'จะเข้ามาพรุ่งนี้เช้า',
  'ลูกบ้านสอบถามความคืบหน้า',
  'แนบรูปหน้างานเพิ่มเติม',
  'ขอใบเสนอราคาอีกเจ้า',
  'ดำเนินการเรียบร้อย รอตรวจรับ',
  'เลื่อนไปสัปดาห์หน้า',
  'โทรตามแล้วยังไม่รับสาย',
  'ส่งใบเสนอราคามาแล้ว',
  'เปลี่ยนอะไหล่แล้ว',
  'ขอเข้าห้องช่วงบ่าย',
  'รอเจ้าของห้องยืนยันเวลา',
  'ตรวจแล้วยังมีปัญหาอยู่',
  'ปิดงานได้',
  'ค่าใช้จ่ายเกินงบ ขออนุมัติ',
  'นัดใหม่วันจันทร์',
];
const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`);
/** One of `xs`, chosen by a hash of `seed`, so lists of different lengths vary independently. */
const pick = (xs: string[], seed: SQL) => sql`(${arr(xs)})[1 + abs(hashint4(${seed})) % ${xs.length}]`;
/** A unit number as offices write it: building A-D, floor 2-31, room 01-24 (`B1207`). */
const UNIT = (seed: SQL) =>
  sql`chr(65 + abs(hashint4(${seed} + 17)) % 4) || (2 + abs(hashint4(${seed} + 19)) % 30)
    || lpad((1 + abs(hashint4(${seed} + 23)) % 24)::text, 2, '0')`;

/** Runs one statement in a transaction that names the bench community, as the product's writes do. */
const inCommunity = (db: Database, statement: ReturnType<typeof sql>) =>
  communityScope(db, ISSUE_BENCH_COMMUNITY).run((tx) => tx.execute(statement));

/** The tables the fill loads, whose secondary indexes are built once after it, not row by row. */
const LOADED = ['issue_tasks', 'issue_comments', 'issue_task_assignees'];

/**
 * Drops the loaded tables' secondary indexes and answers how to build them again, exactly as the
 * migration wrote them: a bulk build of the trigram indexes takes seconds where keeping them up
 * to date row by row takes minutes. Needs the tables' owner.
 */
async function setIndexesAside(owner: Database) {
  const indexes = await queryRows<{ name: string; definition: string }>(
    owner,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename in (${sql.join(
          LOADED.map((t) => sql`${t}`),
          sql`, `,
        )})
          and indexname not in (select conname from pg_constraint)`,
  );
  for (const i of indexes) await owner.execute(sql.raw(`drop index ${i.name}`));
  return async () => {
    for (const i of indexes) await owner.execute(sql.raw(i.definition));
  };
}

/**
 * One condo office at scale: `groups` groups, `tasks` tasks over two years (seven in ten
 * closed; the first group's 500 all current: the board), five comments a task on average (one
 * to nine), an assignee each and a recall now and then. INSERT ... SELECT from generate_series,
 * 50,000 rows a statement. `db` is the tables' owner: the loaded tables' indexes are set aside
 * and built again at the end.
 */
export async function seedBenchIssues(db: Database, size: { groups: number; tasks: number }) {
  const rebuildIndexes = await setIndexesAside(db);
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  const c = ISSUE_BENCH_COMMUNITY;
  await acrossCommunities(db, 'demo-seed', async (tx) => {
    await createCommunity(tx, { id: c, name: 'Bench Issues Condo', type: 'CONDO' });
    await addMember(tx, c, pmc!.id, 'PMC');
  });
  await inCommunity(
    db,
    sql`insert into issue_groups (community_id, name, name_key, color, position, created_by)
      select ${c}, 'กลุ่มงาน ' || g, 'กลุ่มงาน ' || g, 'blue', g, ${pmc!.id}::uuid
      from generate_series(1, ${size.groups}::int) g`,
  );
  const spanSeconds = 730 * 86_400;
  const n = size.tasks;
  for (let from = 1; from <= n; from += CHUNK) {
    const to = Math.min(n, from + CHUNK - 1);
    await inCommunity(
      db,
      sql`insert into issue_tasks (community_id, group_id, no, title, body, stage, position, priority, due_at,
          created_by, created_at, updated_at, activity_at, closed_at, closed_by, recall_count)
        select ${c}, g.id, v.i, v.title, v.body, v.stage, v.i,
          (array['URGENT','HIGH','NORMAL','NORMAL','LOW'])[1 + v.i % 5], v.made + make_interval(days => v.i % 14),
          ${pmc!.id}::uuid, v.made, v.made, v.made,
          case when v.stage = 'CLOSED' then least(v.made + make_interval(hours => v.i % 200), now()) end,
          case when v.stage = 'CLOSED' then ${pmc!.id}::uuid end,
          case when v.i % 97 = 0 then 1 else 0 end
        from (
          select s.i,
            ${pick(WHAT, sql`s.i`)} || ' ' || ${pick(WHERE, sql`s.i + 7`)} || ' ' || v_unit.unit as title,
            ${pick(DETAIL, sql`s.i + 11`)} || ' ' || ${pick(PEOPLE, sql`s.i + 13`)} || ' ห้อง ' || v_unit.unit as body,
            now() - make_interval(secs => (${n} - s.i) * ${spanSeconds / n}::float8) as made,
            case when s.i <= ${BOARD_TASKS} then 1 else 2 + s.i % ${size.groups - 1} end as group_position,
            case when s.i > ${BOARD_TASKS} and s.i % 10 < 7 then 'CLOSED'
              else (array['TODO','DOING','WAITING'])[1 + s.i % 3] end as stage
          from generate_series(${from}::int, ${to}::int) s(i)
          cross join lateral (select ${UNIT(sql`s.i`)} as unit) v_unit
        ) v
        join issue_groups g on g.community_id = ${c} and g.position = v.group_position`,
    );
    await inCommunity(
      db,
      sql`insert into issue_task_assignees (community_id, task_id, user_id)
        select ${c}, id, ${pmc!.id}::uuid from issue_tasks where community_id = ${c} and no between ${from} and ${to}`,
    );
    // One to nine comments a task (five on average), an hour apart from the task's making.
    await inCommunity(
      db,
      sql`insert into issue_comments (community_id, task_id, author_id, body, created_at)
        select ${c}, t.id, ${pmc!.id}::uuid,
          ${pick(CONTRACTORS, sql`t.no * 10 + k`)} || ' ' || ${pick(SAYS, sql`t.no * 10 + k + 3`)}
            || case when k % 3 = 0 then ' ' || ${pick(PEOPLE, sql`t.no * 10 + k + 5`)} else '' end,
          t.created_at + make_interval(hours => k)
        from issue_tasks t cross join lateral generate_series(1, 1 + t.no % 9) k
        where t.community_id = ${c} and t.no between ${from} and ${to}`,
    );
  }
  await inCommunity(
    db,
    sql`insert into issue_task_events (community_id, task_id, actor_id, kind, detail, at)
      select ${c}, id, ${pmc!.id}::uuid, 'RECALLED', '{"reason":"bench"}'::jsonb, created_at + interval '2 days'
      from issue_tasks where community_id = ${c} and recall_count > 0`,
  );
  await inCommunity(db, sql`insert into issue_counters (community_id, last_no) values (${c}, ${n})`);
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  await rebuildIndexes();
  return benchIssueFigures(db, n);
}

/** What the bench asks for: the board's group, 200 tasks spread over the numbers, the comments. */
export async function benchIssueFigures(db: Database, n: number) {
  const c = ISSUE_BENCH_COMMUNITY;
  const [board] = await communityScope(db, c).run((tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`select id from issue_groups where community_id = ${c} and position = 1`,
    ),
  );
  const sample = await communityScope(db, c).run((tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`select id from issue_tasks where community_id = ${c} and no % ${Math.max(1, Math.floor(n / 200))} = 0 limit 200`,
    ),
  );
  const [counts] = await communityScope(db, c).run((tx) =>
    queryRows<{ comments: number }>(
      tx,
      sql`select count(*)::int as comments from issue_comments where community_id = ${c}`,
    ),
  );
  return { boardGroupID: board!.id, taskIDs: sample.map((r) => r.id), comments: Number(counts!.comments) };
}
