/**
 * The chat bench's server, in a child process so the load generator does not share its CPU: the
 * product over the demo data plus a condominium of 3,000 units, 3,000 residents each with a room
 * (one of 100,000 messages) and 999 chat admins. Prints one JSON line when ready, with an access
 * token for each chat admin and for the resident whose socket joins theirs. BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL): a fresh database on that PostgreSQL server, dropped at the stop
 * (BENCH_KEEP_DATABASE=1: kept, and reused filled by the next run); neither: PGlite in memory.
 * BENCH_REDIS_URL: the live fan-out through Redis, as several instances run it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { postgresHandle } from '../src/platform/db/client';
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { benchChatFigures, benchChatSessions, seedBenchChat } from './chat-bench-data';

benchOnTestDatabase();
const host = await openBenchHost('chatbench', { ownDatabase: true });
const started = performance.now();
// The fill works as the tables' owner (the chat tables' indexes are rebuilt after it, and statistics taken).
const tables = 'chat_rooms, chat_messages, chat_admins, users, memberships, unit_members, units';
let seeded: Awaited<ReturnType<typeof seedBenchChat>>;
let people: Awaited<ReturnType<typeof benchChatSessions>>;
if (host.ownerUrl) {
  const owner = postgresHandle(new pg.Pool({ connectionString: host.ownerUrl, max: 1 }));
  if (host.kept) seeded = await benchChatFigures(owner.db);
  else {
    seeded = await seedBenchChat(owner.db);
    await owner.db.execute(sql.raw(`vacuum analyze ${tables}`));
  }
  people = await benchChatSessions(owner.db, seeded.socketResidentID);
  await owner.close();
} else {
  // PGlite's one session took the application role with SET ROLE; RESET goes back to the owner.
  await host.db.execute(sql`reset role`);
  seeded = await seedBenchChat(host.db);
  await host.db.execute(sql.raw(`vacuum analyze ${tables}`));
  people = await benchChatSessions(host.db, seeded.socketResidentID);
  await host.db.execute(sql`set role cc_app`);
}
const seedMs = performance.now() - started;
const redisUrl = process.env.BENCH_REDIS_URL;
const app = await host.buildApp(redisUrl ? { REDIS_URL: redisUrl } : {});
const base = await host.listen(app);

// Signed-in sessions minted directly: the bench measures chat, not password hashing.
const tokens: string[] = [];
for (const p of people)
  tokens.push(await app.services.jwt.signAccess({ sub: p.user_id, sid: p.session_id, email: p.email }));

host.ready({
  app: base,
  engine: host.engine,
  fanOut: redisUrl ? 'redis' : 'in-process',
  ownerUrl: host.ownerUrl ?? null,
  kept: host.kept,
  ...seeded,
  adminTokens: tokens.slice(0, -1),
  residentToken: tokens.at(-1),
  seedMs,
});
