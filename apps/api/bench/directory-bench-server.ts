/**
 * Run as a child of the directory bench: the product over a database holding the demo data plus
 * a 5,000-unit, 15,000-resident community and an empty one to import into. It prints one JSON
 * line (address, community ids, how long the data took) and serves until SIGTERM.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db/client';
import { seedDemoData } from '../src/seed/demo-data';
import { generateBigCommunity, generateImportTarget, userIdByEmail } from './directory-bench-data';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-dir-bench-'));
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { url } : {});
await seedDemoData(database.db, path.join(dataDir, 'uploads'));
const started = performance.now();
const pmc = await userIdByEmail(database.db, 'pmc@demo.test');
const big = await generateBigCommunity(database.db, pmc);
const importInto = await generateImportTarget(database.db, pmc);
// Fresh statistics, as autovacuum would leave them on a server that has been running a while.
await database.db.execute(sql`analyze`);
const generateMs = performance.now() - started;
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') });
const app = await buildApp({ config, db: database.db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  `${JSON.stringify({ app: `http://127.0.0.1:${port}`, engine: database.kind, big, importInto, generateMs })}\n`,
);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
