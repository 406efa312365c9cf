/**
 * The incident bench's server, in a child process so the load generator does not share its CPU:
 * the product over the demo data plus a condominium of 3,000 units with 50,000 incidents, 100
 * staff members and 10 guards. Prints one JSON line when ready, with an access token for each
 * staff member (the console sockets) and guard (who raise SOS). BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL): a fresh database on that PostgreSQL server, dropped at the stop
 * (BENCH_KEEP_DATABASE=1: kept, and reused filled by the next run); neither: PGlite in memory.
 * BENCH_REDIS_URL: the live fan-out through Redis, as several instances run it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { postgresHandle } from '../src/platform/db/client';
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { benchIncidentFigures, benchIncidentSessions, seedBenchIncident } from './incident-bench-data';

benchOnTestDatabase();
const host = await openBenchHost('incident-bench', { ownDatabase: true });
const { seedMs, ...seeded } = await host.fillAsOwner({
  seed: seedBenchIncident,
  figures: benchIncidentFigures,
  tables: 'incidents, memberships, users, units, unit_members',
});
// Sessions are made as the owner too (auth_sessions is not a community table).
let people: Awaited<ReturnType<typeof benchIncidentSessions>>;
if (host.ownerUrl) {
  const owner = postgresHandle(new pg.Pool({ connectionString: host.ownerUrl, max: 1 }));
  people = await benchIncidentSessions(owner.db);
  await owner.close();
} else {
  await host.db.execute(sql`reset role`);
  people = await benchIncidentSessions(host.db);
  await host.db.execute(sql`set role cc_app`);
}
const redisUrl = process.env.BENCH_REDIS_URL;
const app = await host.buildApp(redisUrl ? { REDIS_URL: redisUrl } : {});
const base = await host.listen(app);

// Signed-in sessions minted directly: the bench measures incidents, not password hashing.
const token = (p: (typeof people)[number]) =>
  app.services.jwt.signAccess({ sub: p.user_id, sid: p.session_id, email: p.email });
const staffTokens: string[] = [];
const guardTokens: string[] = [];
for (const p of people) (p.role === 'GUARD' ? guardTokens : staffTokens).push(await token(p));

host.ready({
  app: base,
  engine: host.engine,
  fanOut: redisUrl ? 'redis' : 'in-process',
  kept: host.kept,
  ...seeded,
  staffTokens,
  guardTokens,
  seedMs,
});
