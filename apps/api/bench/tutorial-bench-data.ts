import { eq, sql } from 'drizzle-orm';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { queryRows } from '../src/platform/db/client';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';

export const TUTORIAL_BENCH_COMMUNITY = 'bench-tutorial';
const ITEMS = 2_000;
const SHARED = 200;
const MEMBERS = 1_000;
/** Each member opened this many of the newest items. */
const OPENED = 100;

export interface TutorialBenchFigures {
  items: number;
  shared: number;
  progress: number;
  /** The newest item, which every member opened: the longest who-watched list. */
  busyItem: string;
}

/**
 * A community with 2,000 tutorials of the three kinds over two years, 200 operator items every
 * community sees, 1,000 members each having opened the 100 newest (100,000 progress rows).
 */
export async function seedBenchTutorial(db: Database): Promise<TutorialBenchFigures> {
  const c = TUTORIAL_BENCH_COMMUNITY;
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  await createCommunity(db, { id: c, name: 'Bench Tutorial Condo', type: 'CONDO' });
  await addMember(db, c, pmc!.id, 'PMC');
  await db.execute(sql`
    insert into tutorial_items (community_id, kind, lang, title, summary, youtube_id, body, created_at, updated_at)
    select ${c}, (array['VIDEO','GUIDE','PR'])[1 + g % 3], (array['th','th','en'])[1 + g % 3],
      'บทเรียนที่ ' || g, 'คำอธิบายบทเรียน ' || g,
      case when g % 3 = 0 then 'aqz-KE-bpKQ' end,
      case when g % 3 = 1 then '<p>ขั้นตอน ' || g || '</p>' else '' end,
      now() - make_interval(mins => (${ITEMS} - g) * 500), now()
    from generate_series(1, ${ITEMS}) g`);
  await db.execute(sql`
    insert into tutorial_items (community_id, kind, title, youtube_id, created_at, updated_at)
    select null, 'VIDEO', 'บทเรียนส่วนกลาง ' || g, 'aqz-KE-bpKQ', now() - make_interval(hours => g * 30), now()
    from generate_series(1, ${SHARED}) g`);
  await db.execute(sql`
    insert into users (email, firstname) select 'bench-tut-' || g || '@bench.test', 'ลูกบ้าน ' || g
    from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`
    insert into memberships (community_id, user_id, role)
    select ${c}, id, 'RESIDENT' from users where email like 'bench-tut-%'`);
  await db.execute(sql`
    insert into tutorial_progress (community_id, item_id, user_id, percent, position_seconds, completed_at, updated_at)
    select ${c}, i.id, u.id, 10 + abs(hashint4((i.n * 7919 + u.n)::int)) % 91, 30,
      case when abs(hashint4((i.n + u.n)::int)) % 2 = 0 then now() end, now()
    from (select id, row_number() over (order by created_at desc) n from tutorial_items
          where community_id = ${c} order by created_at desc limit ${OPENED}) i
    cross join (select id, row_number() over (order by email) n from users where email like 'bench-tut-%') u`);
  const [busy] = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from tutorial_items where community_id = ${c} order by created_at desc limit 1`,
  );
  return { items: ITEMS, shared: SHARED, progress: MEMBERS * OPENED, busyItem: busy!.id };
}

export const benchTutorialFigures = async (db: Database): Promise<TutorialBenchFigures> => {
  const [row] = await queryRows<{ items: number; shared: number; progress: number; busy: string }>(
    db,
    sql`select (select count(*)::int from tutorial_items where community_id = ${TUTORIAL_BENCH_COMMUNITY}) as items,
      (select count(*)::int from tutorial_items where community_id is null) as shared,
      (select count(*)::int from tutorial_progress where community_id = ${TUTORIAL_BENCH_COMMUNITY}) as progress,
      (select id::text from tutorial_items where community_id = ${TUTORIAL_BENCH_COMMUNITY} order by created_at desc limit 1) as busy`,
  );
  return { items: row!.items, shared: row!.shared, progress: row!.progress, busyItem: row!.busy };
};
