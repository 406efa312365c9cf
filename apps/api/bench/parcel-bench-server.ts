/**
 * The parcel bench's server, in a child process so the load generator does not share its CPU:
 * the product over a database holding the demo data plus a community of many parcels.
 * Prints one JSON line when ready. BENCH_DATABASE_URL: a fresh database on that server.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db/client';
import { seedDemoData } from '../src/seed/demo-data';
import { seedBenchParcels } from './parcel-bench-data';

const count = Number(process.env.BENCH_PARCELS ?? 200_000);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-parcel-bench-'));
const serverUrl = process.env.BENCH_DATABASE_URL;
let dbName: string | undefined;
let url: string | undefined;
if (serverUrl) {
  dbName = `bench_parcel_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${dbName}`;
  url = target.toString();
}
const database = await openDatabase(url ? { url } : {});
await seedDemoData(database.db, path.join(dataDir, 'uploads'));
const started = performance.now();
await seedBenchParcels(database.db, count);
const seedMs = performance.now() - started;
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') });
const app = await buildApp({ config, db: database.db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  `${JSON.stringify({ app: `http://127.0.0.1:${port}`, engine: database.kind, count, seedMs })}\n`,
);

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  if (serverUrl && dbName) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
