import { eq, sql } from 'drizzle-orm';
import { newLabelCode } from '../src/features/patrol/checkpoint-changes';
import { patrolCheckpoints, patrolPlans, patrolRounds } from '../src/features/patrol/tables';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';

export const PATROL_BENCH_COMMUNITY = 'bench-patrol';
const CHECKPOINTS = 40;
/** A round every 103 minutes around the clock for a year: ~5,100 rounds, ~200,000 scans. */
const EVERY_MINUTES = 103;

export interface PatrolBenchFigures {
  checkpoints: number;
  rounds: number;
  scans: number;
  codes: string[];
  openRoundID: string;
  from: string;
  to: string;
}

async function figures(db: Database): Promise<PatrolBenchFigures> {
  const c = PATROL_BENCH_COMMUNITY;
  const codes = (
    await db
      .select({ code: patrolCheckpoints.code })
      .from(patrolCheckpoints)
      .where(eq(patrolCheckpoints.communityId, c))
  ).map((r) => r.code);
  const [open] = await db
    .select({ id: patrolRounds.id })
    .from(patrolRounds)
    .where(sql`${patrolRounds.communityId} = ${c} and ${patrolRounds.status} = 'IN_PROGRESS'`);
  const n = async (table: string) =>
    Number(
      (
        (await db.execute(
          sql.raw(`select count(*)::int as n from ${table} where community_id = '${c}'`),
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    );
  const today = new Date().toISOString().slice(0, 10);
  return {
    checkpoints: codes.length,
    rounds: await n('patrol_rounds'),
    scans: await n('patrol_scans'),
    codes,
    openRoundID: open!.id,
    from: new Date(Date.now() - 92 * 86_400_000).toISOString().slice(0, 10),
    to: today,
  };
}

/** A condominium with 40 checkpoints, one plan through all of them, a year of closed rounds and their scans, and one round open now. */
export async function seedBenchPatrol(db: Database): Promise<PatrolBenchFigures> {
  const c = PATROL_BENCH_COMMUNITY;
  await createCommunity(db, { id: c, name: 'Bench Patrol Condo', type: 'CONDO' });
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  await addMember(db, c, pmc!.id, 'PMC');
  const cps = await db
    .insert(patrolCheckpoints)
    .values(
      Array.from({ length: CHECKPOINTS }, (_, i) => ({
        communityId: c,
        name: `จุด ${i + 1}`,
        place: `ชั้น ${i + 1}`,
        latitude: 13.7 + i / 10_000,
        longitude: 100.5,
        code: newLabelCode(),
      })),
    )
    .returning({ id: patrolCheckpoints.id });
  const ids = cps.map((x) => x.id);
  const [plan] = await db
    .insert(patrolPlans)
    .values({
      communityId: c,
      name: 'รอบตลอดวัน',
      checkpointIds: ids,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      schedule: { kind: 'INTERVAL', shiftStart: '00:00', shiftEnd: '00:00', everyMinutes: EVERY_MINUTES },
      durationMinutes: 45,
      toleranceMinutes: 15,
      alertRoles: ['PMC'],
    })
    .returning();
  const list = JSON.stringify(ids);
  await db.execute(sql`
    insert into patrol_rounds (community_id, plan_id, day, starts_at, ends_at, due_at, checkpoint_ids, status, late, started_by, started_at, closed_at)
    select ${c}, ${plan!.id}::uuid, (s at time zone 'Asia/Bangkok')::date, s, s + interval '45 minutes', s + interval '60 minutes', ${list}::jsonb,
      case when n % 11 = 0 then 'MISSED' when n % 7 = 0 then 'PARTIAL' else 'DONE' end, n % 5 = 0,
      case when n % 11 = 0 then null else ${pmc!.id}::uuid end, s, s + interval '60 minutes'
    from generate_series(now() - interval '365 days', now() - interval '2 hours', interval '${sql.raw(String(EVERY_MINUTES))} minutes')
      with ordinality as g(s, n)`);
  await db.execute(sql`
    insert into patrol_scans (community_id, client_uuid, checkpoint_id, round_id, scanned_by, scanned_at, received_at, late, flags)
    select r.community_id, gen_random_uuid(), cp.value::uuid, r.id, r.started_by, r.starts_at + cp.ord * interval '1 minute',
      r.starts_at + cp.ord * interval '1 minute', r.late and cp.ord = 40, '[]'::jsonb
    from patrol_rounds r cross join lateral jsonb_array_elements_text(r.checkpoint_ids) with ordinality as cp(value, ord)
    where r.community_id = ${c} and r.status <> 'MISSED' and (r.status = 'DONE' or cp.ord <= 30)`);
  const now = Date.now();
  await db.insert(patrolRounds).values({
    communityId: c,
    planId: plan!.id,
    day: new Date(now).toISOString().slice(0, 10),
    startsAt: new Date(now - 5 * 60_000),
    endsAt: new Date(now + 3 * 3_600_000),
    dueAt: new Date(now + 4 * 3_600_000),
    checkpointIds: ids,
    status: 'IN_PROGRESS',
    startedBy: pmc!.id,
  });
  return figures(db);
}

export const benchPatrolFigures = figures;
