/**
 * Run as a child of the announcement bench: a demo database plus a tower of 15,000 residents
 * (10 buildings x 25 floors x 20 units, 3 residents each) and 300 older posts, all written with
 * set-based inserts. It publishes one post to everyone through the API, runs the notification
 * job, and prints the figures with the address and tokens the parent measures the lists with.
 */
import { sql } from 'drizzle-orm';
import { announcementTargets } from '../src/features/announcement/tables';
import { queryRows } from '../src/platform/db/client';
import type { NotifyResult } from '../src/platform/notify/notify';
import { addMember, createCommunity } from '../src/platform/tenancy/community-setup';
import { openBenchHost } from './bench-host';

const TOWER = 'bench-tower';
const BUILDINGS = 10;
const FLOORS = 25;
const PER_FLOOR = 20;
const PER_UNIT = 3;
const OLD_POSTS = 300;

const host = await openBenchHost('bench-ann');
const db = host.db;

const setupStart = performance.now();
await createCommunity(db, { id: TOWER, name: 'Bench Tower', type: 'CONDO' });
const [pmc] = await queryRows<{ id: string; email: string }>(
  db,
  sql`select id, email from users where email = 'pmc@demo.test'`,
);
await addMember(db, TOWER, pmc!.id, 'PMC');
await db.execute(sql`insert into buildings (community_id, name, floors)
  select ${TOWER}, 'Tower ' || b, ${FLOORS} from generate_series(1, ${BUILDINGS}) b`);
await db.execute(sql`insert into units (community_id, building_id, unit_no, floor)
  select ${TOWER}, b.id, b.name || '-' || lpad(f::text, 2, '0') || lpad(n::text, 2, '0'), f
  from buildings b, generate_series(1, ${FLOORS}) f, generate_series(1, ${PER_FLOOR}) n
  where b.community_id = ${TOWER}`);
const residents = BUILDINGS * FLOORS * PER_FLOOR * PER_UNIT;
await db.execute(sql`insert into users (email, firstname, lastname)
  select 'bench-r-' || lpad(g::text, 5, '0') || '@bench.test', 'ผู้พัก', 'ที่ ' || g from generate_series(1, ${residents}) g`);
await db.execute(sql`insert into memberships (community_id, user_id, role)
  select ${TOWER}, id, 'RESIDENT' from users where email like 'bench-r-%'`);
await db.execute(sql`
  with u as (select id, row_number() over (order by unit_no) - 1 as k from units where community_id = ${TOWER}),
       r as (select id, row_number() over (order by email) - 1 as k from users where email like 'bench-r-%')
  insert into unit_members (unit_id, user_id, community_id, unit_role)
  select u.id, r.id, ${TOWER}, case when r.k % ${PER_UNIT} = 0 then 'OWNER' else 'CO_RESIDENT' end
  from r join u on u.k = r.k / ${PER_UNIT}`);

// Older posts for the lists: a third for everyone, a third per building, a third per floor.
const old = await queryRows<{ id: string; n: number }>(
  db,
  sql`insert into announcements (community_id, title, body, body_format, category, audience_kind, status, publish_at, published_at, audience_size)
  select ${TOWER}, 'ประกาศที่ ' || g, 'รายละเอียดประกาศที่ ' || g || ' สำหรับผู้พักอาศัย', 'PLAIN', 'GENERAL',
    (array['ALL', 'BUILDINGS', 'FLOORS'])[g % 3 + 1], 'PUBLISHED', now() - g * interval '1 hour', now() - g * interval '1 hour', 0
  from generate_series(1, ${OLD_POSTS}) g
  returning id, (regexp_replace(title, '\\D', '', 'g'))::int as n`,
);
const buildingIds = (
  await queryRows<{ id: string }>(
    db,
    sql`select id from buildings where community_id = ${TOWER} order by name`,
  )
).map((b) => b.id);
const targets = old
  .filter((p) => p.n % 3 !== 0)
  .map((p) => ({
    announcementId: p.id,
    communityId: TOWER,
    buildingId: buildingIds[p.n % BUILDINGS]!,
    floor: p.n % 3 === 2 ? (p.n % FLOORS) + 1 : null,
  }));
await db.insert(announcementTargets).values(targets);
const setupMs = performance.now() - setupStart;

const app = await host.buildApp();
const base = await host.listen(app);

// Signed-in sessions minted directly: the bench measures announcements, not password hashing.
const mint = async (u: { id: string; email: string }) => {
  const [session] = await queryRows<{ id: string }>(
    db,
    sql`insert into auth_sessions (user_id) values (${u.id}) returning id`,
  );
  return app.services.jwt.signAccess({ sub: u.id, sid: session!.id, email: u.email });
};
const [resident] = await queryRows<{ id: string; email: string }>(
  db,
  sql`select id, email from users where email = 'bench-r-07777@bench.test'`,
);
const tokens = { pmc: await mint(pmc!), resident: await mint(resident!) };

let notified: NotifyResult | undefined;
const notify = app.services.notify;
app.services.notify = async (...args) => {
  notified = await notify(...args);
  return notified;
};

const t0 = performance.now();
const res = await app.inject({
  method: 'POST',
  url: '/api/announcement/create',
  headers: { authorization: `Bearer ${tokens.pmc}` },
  payload: {
    communityID: TOWER,
    title: 'แจ้งงดจ่ายน้ำทั้งโครงการ วันเสาร์ 09:00–16:00 น.',
    body: 'การประปาจะซ่อมท่อเมน ขอให้ผู้พักอาศัยทุกอาคารสำรองน้ำไว้ใช้',
    category: 'MAINTENANCE',
    audience: { kind: 'ALL' },
    publishMode: 'NOW',
  },
});
const publishMs = performance.now() - t0;
if (res.statusCode !== 200) throw new Error(`publish failed: ${res.body}`);
const t1 = performance.now();
await app.services.jobs.runDue();
const fanOutMs = performance.now() - t1;
const pushed = notified ? await notified.pushed : null;
const [inbox] = notified?.notificationID
  ? await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from notification_recipients where notification_id = ${notified.notificationID}`,
    )
  : [{ n: 0 }];

host.ready({
  app: base,
  engine: host.engine,
  community: TOWER,
  tokens,
  residents,
  units: BUILDINGS * FLOORS * PER_FLOOR,
  oldPosts: OLD_POSTS,
  setupMs,
  publishMs,
  fanOutMs,
  audienceSize: res.json().data.stats.audienceSize,
  recipients: notified?.recipients ?? null,
  inboxRows: inbox!.n,
  pushed,
});
