/**
 * Run as a child of the realtime bench: one API instance over a demo database with extra staff
 * in riverside-condo, so a thousand sockets spread over many users. It prints the address, the
 * operator token the bench raises notifications with, and an access token per staff member.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { registerOperatorRoute } from '../src/operator/operator-route';
import { queryRows } from '../src/platform/db/client';
import { openBenchHost } from './bench-host';

const EXTRA_STAFF = 50;

const host = await openBenchHost('bench-live');
await host.db.execute(sql`
  with made as (
    insert into users (email) select 'bench-staff-' || g || '@demo.test' from generate_series(1, ${EXTRA_STAFF}) g
    on conflict (email) do nothing returning id)
  insert into memberships (user_id, community_id, role) select id, 'riverside-condo', 'ADMIN' from made`);

const redisUrl = process.env.BENCH_REDIS_URL;
const app = await host.buildApp(redisUrl ? { REDIS_URL: redisUrl } : {});
const operatorToken = randomBytes(24).toString('base64url');
registerOperatorRoute(app, host.db, operatorToken);
const base = await host.listen(app);

// Signed-in sessions minted directly: the bench measures live delivery, not password hashing.
const staff = await queryRows<{ id: string; email: string }>(
  host.db,
  sql`select u.id, u.email from users u join memberships m on m.user_id = u.id
      where m.community_id = 'riverside-condo' and m.role in ('PMC', 'ADMIN')`,
);
const tokens: string[] = [];
for (const u of staff) {
  const [session] = await queryRows<{ id: string }>(
    host.db,
    sql`insert into auth_sessions (user_id) values (${u.id}) returning id`,
  );
  tokens.push(await app.services.jwt.signAccess({ sub: u.id, sid: session!.id, email: u.email }));
}

host.ready({
  app: base,
  operatorToken,
  tokens,
  engine: host.engine,
  fanOut: redisUrl ? 'redis' : 'in-process',
});
