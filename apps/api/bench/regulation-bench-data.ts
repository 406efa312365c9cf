import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/platform/db/client';
import { createCommunity } from '../src/platform/tenancy/community-setup';

export const REGULATION_BENCH_COMMUNITY = 'bench-regulation';
const UNITS = 3_000;
const DOCUMENTS = 20;
/** Versions per document: 20 x 5 = 100 versions, all published once (the newest still live). */
const VERSIONS = 5;
/** Each version is read by every unit; this share of them acknowledged it. */
const ACK_PERCENT = 90;

export interface RegulationBenchFigures {
  units: number;
  versions: number;
  marks: number;
  acknowledged: number;
}

async function figures(db: Database): Promise<RegulationBenchFigures> {
  const [row] = await queryRows<RegulationBenchFigures>(
    db,
    sql`select (select count(*)::int from units where community_id = ${REGULATION_BENCH_COMMUNITY}) as units,
          (select count(*)::int from regulation_versions where community_id = ${REGULATION_BENCH_COMMUNITY}) as versions,
          (select count(*)::int from regulation_unit_marks where community_id = ${REGULATION_BENCH_COMMUNITY}) as marks,
          (select count(acknowledged_at)::int from regulation_unit_marks where community_id = ${REGULATION_BENCH_COMMUNITY}) as acknowledged`,
  );
  return row!;
}

/**
 * A condominium of 3,000 units in 30 buildings, 20 rule documents of 5 versions each (100
 * published versions over two years), and a mark of every unit on every version, nine in ten
 * acknowledged: 300,000 marks, 270,000 acknowledgements. INSERT ... SELECT as the tables' owner.
 */
export async function seedBenchRegulation(db: Database): Promise<RegulationBenchFigures> {
  const c = REGULATION_BENCH_COMMUNITY;
  await createCommunity(db, { id: c, name: 'Bench Regulation Condo', type: 'CONDO' });
  await db.execute(sql`
    insert into memberships (user_id, community_id, role)
    select id, ${c}, 'PMC' from users where email = 'pmc@demo.test'`);
  await db.execute(sql`
    insert into buildings (community_id, name, floors)
    select ${c}, 'อาคาร ' || lpad(g::text, 2, '0'), 20 from generate_series(1, ${UNITS / 100}::int) g`);
  await db.execute(sql`
    insert into units (community_id, building_id, unit_no)
    select ${c}, b.id, replace(b.name, 'อาคาร ', 'B') || '-' || lpad(k::text, 3, '0')
    from buildings b cross join generate_series(1, 100) k where b.community_id = ${c}`);
  await db.execute(sql`
    insert into regulation_documents (community_id, category, title, status)
    select ${c}, (array['REGULATION','HOUSE_RULES','NOTICE','FORM'])[1 + g % 4], 'ระเบียบทดสอบ ' || g, 'PUBLISHED'
    from generate_series(1, ${DOCUMENTS}::int) g`);
  // Version n of a document was published (n + 5 * doc) weeks back from two years ago onward.
  await db.execute(sql`
    insert into regulation_versions (community_id, document_id, version_no, status, body_html,
      effective_date, change_note, requires_ack, published_at, archived_at)
    select ${c}, d.id, v, case when v = ${VERSIONS} then 'PUBLISHED' else 'ARCHIVED' end,
      '<p>ข้อ ' || v || '</p>', (now() - make_interval(days => 730 - (d.k * ${VERSIONS} + v) * 7))::date,
      'ฉบับที่ ' || v, true, now() - make_interval(days => 730 - (d.k * ${VERSIONS} + v) * 7),
      case when v < ${VERSIONS} then now() - make_interval(days => 730 - (d.k * ${VERSIONS} + v + 1) * 7) end
    from (select id, (row_number() over (order by title) - 1)::int as k from regulation_documents
          where community_id = ${c}) d cross join generate_series(1, ${VERSIONS}) v`);
  await db.execute(sql`
    insert into regulation_unit_marks (version_id, unit_id, community_id, read_at, acknowledged_at)
    select v.id, u.id, ${c}, v.published_at + interval '1 hour',
      case when abs(hashtext(v.id::text || u.id::text)) % 100 < ${ACK_PERCENT}
        then v.published_at + interval '2 hours' end
    from regulation_versions v cross join units u
    where v.community_id = ${c} and u.community_id = ${c}`);
  return figures(db);
}

export const benchRegulationFigures = figures;

/** A signed-in session of the demo PMC, who runs the bench community's office. */
export async function benchRegulationSession(db: Database) {
  const [row] = await queryRows<{ user_id: string; email: string; session_id: string }>(
    db,
    sql`with p as (select id, email from users where email = 'pmc@demo.test'),
          s as (insert into auth_sessions (user_id) select id from p returning id, user_id)
        select p.id as user_id, p.email, s.id as session_id from p join s on s.user_id = p.id`,
  );
  return row!;
}

/** The bench community's version ids, for the report's requests. */
export const benchVersionIds = (db: Database) =>
  queryRows<{ id: string }>(
    db,
    sql`select id from regulation_versions where community_id = ${REGULATION_BENCH_COMMUNITY} order by published_at`,
  );
