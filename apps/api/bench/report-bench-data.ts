import { eq, sql } from 'drizzle-orm';
import { rollUpClosedDays } from '../src/features/report/action-rollup';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';

export const REPORT_BENCH_COMMUNITY = 'bench-report';
const UNITS = 3_000;
const STAFF = 50;
/** Two years of days; each resident is active on about 9 in 10 of them: ~2 million active days. */
const DAYS = 730;
const AUDIT_ROWS = 1_000_000;

export interface ReportBenchFigures {
  units: number;
  activeDays: number;
  auditRows: number;
}

const count = async (db: Database, table: string) =>
  Number(
    (
      (await db.execute(
        sql.raw(`select count(*)::int as n from ${table} where community_id = '${REPORT_BENCH_COMMUNITY}'`),
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );

export async function benchReportFigures(db: Database): Promise<ReportBenchFigures> {
  return {
    units: await count(db, 'units'),
    activeDays: await count(db, 'user_active_days'),
    auditRows: await count(db, 'audit_log'),
  };
}

/**
 * A condominium of 3,000 units, each with a resident, and 50 staff; two years of active days
 * (~2 million rows) and a million audit-log actions by the staff. Written with generate_series:
 * the bench measures the reports, not the inserts.
 */
export async function seedBenchReport(db: Database): Promise<ReportBenchFigures> {
  const c = REPORT_BENCH_COMMUNITY;
  await createCommunity(db, { id: c, name: 'Bench Report Condo', type: 'CONDO' });
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  await addMember(db, c, pmc!.id, 'PMC');
  // One statement per call: PGlite's extended protocol takes no multi-statement string.
  const statements = `
    insert into users (email, firstname, lastname)
      select 'bench-report-' || g || '@bench.test', 'Bench', 'Person ' || g from generate_series(1, ${UNITS + STAFF}) g;
    insert into units (community_id, unit_no)
      select '${c}', 'R' || g from generate_series(1, ${UNITS}) g;
    insert into memberships (community_id, user_id, role)
      select '${c}', u.id, case when split_part(split_part(u.email, '-', 3), '@', 1)::int <= ${UNITS} then 'RESIDENT' else 'PMC' end
      from users u where u.email like 'bench-report-%';
    insert into unit_members (unit_id, user_id, community_id, unit_role)
      select un.id, u.id, '${c}', 'OWNER'
      from units un join users u on u.email = 'bench-report-' || substr(un.unit_no, 2) || '@bench.test'
      where un.community_id = '${c}';
    insert into user_active_days (community_id, day, user_id, role)
      select '${c}', (current_date - d), m.user_id, m.role
      from memberships m cross join generate_series(1, ${DAYS}) d
      where m.community_id = '${c}' and random() < 0.9;
    insert into audit_log (community_id, actor_user_id, actor, action, at)
      select '${c}', s.user_id, 'bench', 'bench.action', now() - random() * ${DAYS} * interval '1 day'
      from generate_series(1, ${AUDIT_ROWS}) g
      join (select user_id, row_number() over () - 1 as i from memberships where community_id = '${c}' and role = 'PMC') s
        on s.i = g % ${STAFF};
  `;
  for (const statement of statements.split(';').filter((s) => s.trim())) await db.execute(sql.raw(statement));
  // What the nightly run has done by morning: every closed day's actions rolled up.
  await rollUpClosedDays(db, new Date());
  return benchReportFigures(db);
}
