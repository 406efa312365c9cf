import { eq, sql } from 'drizzle-orm';
import { LAW_RULES } from '../src/features/agmmeeting/law-rules';
import { agmItems, agmMeetings, agmRules } from '../src/features/agmmeeting/tables';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/client';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';

export const AGM_BENCH_COMMUNITY = 'bench-agm';
export const AGM_BENCH_UNITS = 3_000;
export const AGM_BENCH_ITEMS = 10;

export interface AgmBenchFigures {
  units: number;
  items: number;
  meetingID: string;
  itemIDs: string[];
  unitIDs: string[];
}

async function figures(db: Database): Promise<AgmBenchFigures> {
  const c = AGM_BENCH_COMMUNITY;
  const [m] = await db.select({ id: agmMeetings.id }).from(agmMeetings).where(eq(agmMeetings.communityId, c));
  const items = await db
    .select({ id: agmItems.id })
    .from(agmItems)
    .where(eq(agmItems.meetingId, m!.id))
    .orderBy(agmItems.seq);
  const units = (await db.execute(
    sql`select id from units where community_id = ${c} order by unit_no`,
  )) as unknown as {
    rows: { id: string }[];
  };
  return {
    units: units.rows.length,
    items: items.length,
    meetingID: m!.id,
    itemIDs: items.map((i) => i.id),
    unitIDs: units.rows.map((u) => u.id),
  };
}

/**
 * A condominium of 3,000 units, each with an owner (ratio 1/3,000 as 333 millionths), and its
 * annual meeting in session: the roll taken, every unit checked in, ten resolutions with the
 * first one open for votes.
 */
export async function seedBenchAgm(db: Database): Promise<AgmBenchFigures> {
  const c = AGM_BENCH_COMMUNITY;
  const n = AGM_BENCH_UNITS;
  await createCommunity(db, { id: c, name: 'Bench AGM Condo', type: 'CONDO' });
  const [pmc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  await addMember(db, c, pmc!.id, 'PMC');
  await db
    .insert(agmRules)
    .values(LAW_RULES.filter((r) => r.communityType === 'CONDO').map((r) => ({ ...r, communityId: c })));
  await db.execute(sql`
    insert into units (community_id, unit_no, ownership_ratio)
    select ${c}, 'U-' || lpad(g::text, 5, '0'), 0.000333 from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into users (email, firstname, lastname)
    select 'agm-owner-' || g || '@bench.test', 'Owner', g::text from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into unit_members (unit_id, user_id, community_id, unit_role)
    select u.id, us.id, ${c}, 'OWNER' from units u
    join users us on us.email = 'agm-owner-' || ltrim(substr(u.unit_no, 3), '0') || '@bench.test'
    where u.community_id = ${c}`);
  await db.execute(sql`
    insert into memberships (community_id, user_id, role)
    select ${c}, user_id, 'RESIDENT' from unit_members where community_id = ${c}`);
  const [m] = await db
    .insert(agmMeetings)
    .values({
      communityId: c,
      kind: 'ANNUAL',
      title: 'การประชุมใหญ่สามัญประจำปี (bench)',
      startsAt: new Date(),
      place: 'Hall',
      state: 'IN_SESSION',
      noticeSentAt: new Date(Date.now() - 10 * 86_400_000),
      openedAt: new Date(),
      rollTakenAt: new Date(),
    })
    .returning();
  await db.insert(agmItems).values(
    Array.from({ length: AGM_BENCH_ITEMS }, (_, i) => ({
      communityId: c,
      meetingId: m!.id,
      seq: i + 1,
      kind: 'RESOLUTION' as const,
      title: `วาระที่ ${i + 1} ทดสอบการลงมติ`,
      titleEn: `Item ${i + 1}`,
      ruleCode: i % 2 ? ('HALF_OF_ALL' as const) : ('ORDINARY' as const),
      state: i === 0 ? ('OPEN' as const) : ('PENDING' as const),
      openedAt: i === 0 ? new Date() : null,
    })),
  );
  await db.execute(sql`
    insert into agm_roll (community_id, meeting_id, unit_id, unit_no, owners, directory_weight, weight)
    select ${c}, ${m!.id}::uuid, u.id, u.unit_no, jsonb_build_array(jsonb_build_object('userID', um.user_id, 'name', 'Owner ' || u.unit_no)), 333, 333
    from units u join unit_members um on um.unit_id = u.id where u.community_id = ${c}`);
  await db.execute(sql`
    insert into agm_attendance (community_id, meeting_id, unit_id, mode, attendee_user_id, attendee_name, recorded_by)
    select ${c}, ${m!.id}::uuid, r.unit_id, 'IN_PERSON', (r.owners->0->>'userID')::uuid, r.owners->0->>'name', 'bench'
    from agm_roll r where r.meeting_id = ${m!.id}::uuid`);
  await db.execute(sql`
    update agm_meetings set all_weight = ${n * 333}, all_units = ${n}, present_weight = ${n * 333}, present_units = ${n}
    where id = ${m!.id}::uuid`);
  return figures(db);
}

export const benchAgmFigures = figures;
