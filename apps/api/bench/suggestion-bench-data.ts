import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SETTING } from '../src/features/suggestion/setting-queries';
import { suggestionSettings } from '../src/features/suggestion/tables';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { queryRows } from '../src/platform/db/client';
import { units } from '../src/platform/residence/tables';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';
import { localDate } from '../src/platform/time/zone-clock';

export const SUGGESTION_BENCH_COMMUNITY = 'bench-suggestion';
export const SUGGESTION_BENCH_ROWS = 100_000;
const UNITS = 2_000;
/** Suggestions are written evenly over this many days up to now. */
const DAYS_BACK = 730;

const TITLES = [
  'ขอเพิ่มเวลาเปิดฟิตเนส',
  'ไฟทางเดินดับ',
  'ถังขยะรีไซเคิลเต็มบ่อย',
  'ขอที่จอดจักรยานเพิ่ม',
  'สระว่ายน้ำน้ำขุ่น',
  'ประตูหนีไฟเปิดค้าง',
  'ลิฟต์มีกลิ่นอับ',
  'อยากให้มีตลาดนัดในโครงการ',
];

export interface SuggestionBenchFigures {
  rows: number;
  units: number;
  today: string;
  categories: string[];
}

/**
 * A condominium of 2,000 units with 100,000 suggestions written evenly over two years: older
 * ones mostly done or rejected, the last month in every state, one in twenty anonymous. INSERT
 * ... SELECT from generate_series as the tables' owner, its indexes as the migration made them.
 */
export async function seedBenchSuggestion(db: Database): Promise<SuggestionBenchFigures> {
  const c = SUGGESTION_BENCH_COMMUNITY;
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  await createCommunity(db, { id: c, name: 'Bench Suggestion Condo', type: 'CONDO' });
  await addMember(db, c, pmc!.id, 'PMC');
  await db.insert(units).values(
    Array.from({ length: UNITS }, (_, k) => ({
      communityId: c,
      unitNo: `S-${String(k + 1).padStart(4, '0')}`,
    })),
  );
  await db.insert(suggestionSettings).values({ communityId: c, ...DEFAULT_SETTING });
  const cats = sql.raw(`array[${DEFAULT_SETTING.categories.map((x) => `'${x}'`).join(',')}]`);
  const titles = sql.raw(`array[${TITLES.map((x) => `'${x}'`).join(',')}]`);
  const N = SUGGESTION_BENCH_ROWS;
  await db.execute(sql`
    with u as (select id, (row_number() over (order by unit_no) - 1)::int as k from units where community_id = ${c}),
    v as (
      select g.k, abs(hashint4(g.k)) as h,
        now() - make_interval(secs => ${DAYS_BACK * 86400}::float8 * (1 - g.k::float8 / ${N})) as written,
        ${DAYS_BACK}::float8 * (1 - g.k::float8 / ${N}) as age
      from generate_series(0, ${N - 1}) g(k)
    )
    insert into suggestions (community_id, category, title, text, anonymous, author_user_id, unit_id,
      state, version, created_at, updated_at)
    select ${c}, (${cats})[1 + v.h % 4], (${titles})[1 + (v.h / 7) % 8],
      'ข้อเสนอแนะจากลูกบ้าน ' || v.k, v.h % 20 = 0, ${pmc!.id}::uuid,
      case when v.h % 20 = 0 then null else u.id end,
      case when v.age > 30 then
        case when v.h % 10 < 7 then 'DONE' when v.h % 10 < 9 then 'REJECTED' else 'WITHDRAWN' end
      else
        case when v.h % 6 = 0 then 'NEW' when v.h % 6 = 1 then 'ACKNOWLEDGED' when v.h % 6 = 2 then 'IN_PROGRESS'
          when v.h % 6 = 3 then 'DONE' when v.h % 6 = 4 then 'REJECTED' else 'WITHDRAWN' end
      end,
      1 + v.h % 4, v.written, v.written
    from v join u on u.k = v.h % ${UNITS}
  `);
  await db.execute(sql`analyze suggestions`);
  return benchSuggestionFigures(db);
}

export async function benchSuggestionFigures(db: Database): Promise<SuggestionBenchFigures> {
  const c = SUGGESTION_BENCH_COMMUNITY;
  const [n] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from suggestions where community_id = ${c}`,
  );
  return {
    rows: n!.n,
    units: UNITS,
    today: localDate(new Date(), 'Asia/Bangkok'),
    categories: DEFAULT_SETTING.categories,
  };
}
