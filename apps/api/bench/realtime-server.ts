/**
 * Run as a child of the realtime bench: one API instance over a demo database with extra staff
 * in riverside-condo, so a thousand sockets spread over many users. It prints the address, the
 * operator token the bench raises notifications with, and an access token per staff member.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { registerOperatorRoute } from '../src/operator/operator-route';
import { openDatabase, queryRows } from '../src/platform/db/client';
import { seedDemoData } from '../src/seed/demo-data';

const EXTRA_STAFF = 50;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-live-'));
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { url } : {});
await seedDemoData(database.db, path.join(dataDir, 'uploads'));
await database.db.execute(sql`
  with made as (
    insert into users (email) select 'bench-staff-' || g || '@demo.test' from generate_series(1, ${EXTRA_STAFF}) g
    on conflict (email) do nothing returning id)
  insert into memberships (user_id, community_id, role) select id, 'riverside-condo', 'ADMIN' from made`);

const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST: path.join(dataDir, 'none'),
  ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
});
const app = await buildApp({ config, db: database.db, logger: false });
const operatorToken = randomBytes(24).toString('base64url');
registerOperatorRoute(app, database.db, operatorToken);
await app.listen({ port: 0, host: '127.0.0.1' });

// Signed-in sessions minted directly: the bench measures live delivery, not password hashing.
const staff = await queryRows<{ id: string; email: string }>(
  database.db,
  sql`select u.id, u.email from users u join memberships m on m.user_id = u.id
      where m.community_id = 'riverside-condo' and m.role in ('PMC', 'ADMIN')`,
);
const tokens: string[] = [];
for (const u of staff) {
  const [session] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into auth_sessions (user_id) values (${u.id}) returning id`,
  );
  tokens.push(await app.services.jwt.signAccess({ sub: u.id, sid: session!.id, email: u.email }));
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  `${JSON.stringify({
    app: `http://127.0.0.1:${port}`,
    operatorToken,
    tokens,
    engine: database.kind,
    fanOut: config.REDIS_URL ? 'redis' : 'in-process',
  })}\n`,
);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
