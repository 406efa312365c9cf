import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/platform/db/client';
import { buildings, units } from '../src/platform/residence/tables';
import { createCommunity } from '../src/platform/tenancy/community-setup';

export const INCIDENT_BENCH_COMMUNITY = 'bench-incident';
const UNITS = 3_000;
const INCIDENTS = 50_000;
/** Staff members (ADMIN) holding the console sockets, besides the demo PMC. */
const STAFF = 99;
/** Guards who raise the SOS alerts, one at a time each (one open alert per person). */
const GUARDS = 10;

export interface IncidentBenchFigures {
  units: number;
  incidents: number;
  staff: number;
}

/** Unit k: B01-001 ... B30-100. */
const unitName = (k: number) =>
  `B${String(Math.floor(k / 100) + 1).padStart(2, '0')}-${String((k % 100) + 1).padStart(3, '0')}`;

async function figures(db: Database): Promise<IncidentBenchFigures> {
  const c = INCIDENT_BENCH_COMMUNITY;
  const count = async (table: string, extra = '') =>
    Number(
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.raw(table)} where community_id = ${c} ${sql.raw(extra)}`,
        )
      )[0]!.n,
    );
  return {
    units: await count('units'),
    incidents: await count('incidents'),
    staff: await count('memberships', `and role in ('PMC', 'ADMIN')`),
  };
}

/**
 * A condominium of 3,000 units with a resident each, 99 staff members and the demo PMC, 10 guards,
 * and 50,000 incidents over two years: every category, mostly closed, a few hundred open, severity
 * weighted to LOW, reported by residents and guards. INSERT ... SELECT as the tables' owner.
 */
export async function seedBenchIncident(db: Database): Promise<IncidentBenchFigures> {
  const c = INCIDENT_BENCH_COMMUNITY;
  await createCommunity(db, { id: c, name: 'Bench Incident Condo', type: 'CONDO' });
  await db.execute(sql`
    insert into memberships (user_id, community_id, role)
    select id, ${c}, 'PMC' from users where email = 'pmc@demo.test'`);
  const towers = await db
    .insert(buildings)
    .values(
      Array.from({ length: UNITS / 100 }, (_, t) => ({
        communityId: c,
        name: `อาคาร ${String(t + 1).padStart(2, '0')}`,
        floors: 20,
      })),
    )
    .returning();
  await db.insert(units).values(
    Array.from({ length: UNITS }, (_, k) => ({
      communityId: c,
      buildingId: towers[Math.floor(k / 100)]!.id,
      unitNo: unitName(k),
    })),
  );
  const people = async (prefix: string, n: number, first: string, role: string) => {
    await db.execute(sql`
      insert into users (email, firstname, lastname)
      select ${prefix} || lpad(g::text, 4, '0') || '@incidentbench.test', ${first} || g, 'ทดสอบ'
      from generate_series(1, ${n}::int) g`);
    await db.execute(sql`
      insert into memberships (user_id, community_id, role)
      select id, ${c}, ${role} from users where email like ${`${prefix}%@incidentbench.test`}`);
  };
  await people('r', UNITS, 'ลูกบ้าน', 'RESIDENT');
  await people('staff', STAFF, 'เจ้าหน้าที่', 'ADMIN');
  await people('guard', GUARDS, 'รปภ.', 'GUARD');
  await db.execute(sql`
    with r as (select id, (row_number() over (order by email) - 1)::int as k from users where email like 'r%@incidentbench.test'),
      u as (select id, (row_number() over (order by unit_no) - 1)::int as k from units where community_id = ${c})
    insert into unit_members (community_id, unit_id, user_id, unit_role)
    select ${c}, u.id, r.id, 'OWNER' from r join u on u.k = r.k`);
  // Incident n occurred n * 21 minutes ago (two years back); reporters: residents, every fourth a guard.
  await db.execute(sql`
    with reporters as (
      select id, firstname as name, m.role, (row_number() over (order by u.email) - 1)::int as k
      from users u join memberships m on m.user_id = u.id and m.community_id = ${c}
      where u.email like '%@incidentbench.test' and m.role in ('RESIDENT', 'GUARD')
    ), n as (select (select count(*) from reporters)::int as total)
    insert into incidents (community_id, no, client_uuid, category, severity, place, occurred_at,
      description, status, cancel_reason, reported_by, reporter_name, reporter_role, created_at, updated_at)
    select ${c}, g, gen_random_uuid(),
      (array['INTRUSION','THEFT','FIRE','MEDICAL','ACCIDENT','DAMAGE','NOISE','SUSPICIOUS','OTHER'])[1 + abs(hashint4(g)) % 9],
      case when g % 50 = 0 then 'CRITICAL' when g % 10 = 0 then 'HIGH' when g % 3 = 0 then 'MEDIUM' else 'LOW' end,
      'อาคาร ' || (1 + g % 30) || ' ชั้น ' || (1 + g % 20),
      now() - make_interval(mins => (${INCIDENTS} - g) * 21),
      'เหตุการณ์ทดสอบ #' || g,
      case when g > ${INCIDENTS - 300} then (array['REPORTED','ACKNOWLEDGED','IN_PROGRESS','RESOLVED'])[1 + g % 4]
        when g % 17 = 0 then 'CANCELLED' else 'CLOSED' end,
      case when g <= ${INCIDENTS - 300} and g % 17 = 0 then 'DUPLICATE' end,
      r.id, r.name, r.role,
      now() - make_interval(mins => (${INCIDENTS} - g) * 21),
      now() - make_interval(mins => (${INCIDENTS} - g) * 21)
    from generate_series(1, ${INCIDENTS}::int) g cross join n
      join reporters r on r.k = (g * 7) % n.total`);
  await db.execute(sql`insert into incident_counters (community_id, last_no) values (${c}, ${INCIDENTS})`);
  return figures(db);
}

export const benchIncidentFigures = figures;

/**
 * Signed-in sessions for the socket run: every staff member (PMC and ADMIN, who see the banner)
 * and the guards who raise, each with a new session.
 */
export async function benchIncidentSessions(db: Database) {
  return queryRows<{ user_id: string; email: string; session_id: string; role: string }>(
    db,
    sql`with p as (
          select u.id, u.email, m.role from users u join memberships m on m.user_id = u.id
          where m.community_id = ${INCIDENT_BENCH_COMMUNITY} and m.role in ('PMC', 'ADMIN', 'GUARD')
        ), s as (insert into auth_sessions (user_id) select id from p returning id, user_id)
        select p.id as user_id, p.email, p.role, s.id as session_id from p join s on s.user_id = p.id order by p.email`,
  );
}
