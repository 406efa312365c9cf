/**
 * Run as a child of the bench: the product and a bare Fastify route on the same database, so the
 * load generator in the parent does not share this process's CPU or event loop.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { users } from '../src/platform/auth/tables';
import { openDatabase } from '../src/platform/db/client';
import { seedDemoData } from '../src/seed/demo-data';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-'));
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { url } : {});
await seedDemoData(database.db, path.join(dataDir, 'uploads'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') });
const app = await buildApp({ config, db: database.db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'pmc@demo.test'));
  return row;
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (s: typeof app.server) => {
  const a = s.address();
  return typeof a === 'object' && a ? a.port : 0;
};
process.stdout.write(
  `${JSON.stringify({ app: `http://127.0.0.1:${portOf(app.server)}`, bare: `http://127.0.0.1:${portOf(bare.server)}`, engine: database.kind })}\n`,
);
process.on('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
