import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { writeOperatorFile } from '../operator/operator-file';
import {
  type Database,
  enterAppRole,
  openDatabase,
  PGLITE_EXTENSIONS,
  pgliteHandle,
} from '../platform/db/client';
import { migratePgliteDatabase, migrationsFolder } from '../platform/db/migrate';
import { readJournal } from '../platform/db/migration-journal';
import { type FileStorage, localFileStorage } from '../platform/files/file-storage';
import { fileStorageFor } from '../platform/files/storage-choice';
import { seedDemoData } from '../seed/demo-data';
import { createDatabase, databaseUrl, dropDatabase } from '../test/postgres-admin';
import { backup } from './backup';
import { filesUnder } from './backup-archive';
import { findPostgresTool } from './postgres-tools';
import { restore } from './restore';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-backup-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const migrationCount = (await readJournal(migrationsFolder)).entries.length;

const TABLES = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'
  order by 1`;

/** Rows per table, every schema, read as a superuser so row-level security hides nothing. */
async function rowCounts(query: (sql: string) => Promise<Record<string, unknown>[]>) {
  const counts: Record<string, number> = {};
  for (const { name } of (await query(TABLES)) as { name: string }[])
    counts[name] = Number((await query(`select count(*) as n from ${name}`))[0]!.n);
  return counts;
}

async function pgliteRowCounts(dataDir: string) {
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  try {
    return await rowCounts(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.close();
  }
}

async function postgresRowCounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await rowCounts(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

/** Every file under the folder with its bytes. */
async function filesOf(dir: string) {
  const keys = await filesUnder(dir);
  return Object.fromEntries(
    await Promise.all(keys.map(async (k) => [k, await fs.readFile(path.join(dir, k))])),
  );
}

/** The demo data plus a file of random bytes no seed would write. */
async function seed(database: { url?: string; dataDir?: string }, uploads: string) {
  const storage = localFileStorage(uploads);
  const fill = async (db: Database) => {
    await seedDemoData(db, storage);
    await storage.put('backup-test/random.bin', randomBytes(300_000));
  };
  if (database.dataDir) return pgliteDirectory(database.dataDir, fill);
  const handle = await openDatabase(database);
  await fill(handle.db);
  await handle.close();
}

/**
 * A PGlite data directory on disk as the server leaves it, migrated (and filled) in memory and
 * written out once: migrating and seeding on disk takes several times longer, and what is under
 * test here is the backup of the directory, not how it was filled.
 */
async function pgliteDirectory(pgdata: string, fill?: (db: Database) => Promise<void>) {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = pgliteHandle(client);
  await migratePgliteDatabase(handle.db);
  await enterAppRole(client);
  await fill?.(handle.db);
  const tarball = await client.dumpDataDir('none');
  await client.close();
  await fs.mkdir(pgdata, { recursive: true });
  await (
    await PGlite.create({ dataDir: pgdata, loadDataDir: tarball, extensions: PGLITE_EXTENSIONS })
  ).close();
}

function expectSeeded(counts: Record<string, number>, files: Record<string, Buffer>) {
  expect(counts['drizzle.__drizzle_migrations']).toBe(migrationCount);
  expect(counts['public.users']).toBeGreaterThan(0);
  expect(Object.values(counts).filter((n) => n > 0).length).toBeGreaterThan(10);
  expect(Object.keys(files).length).toBeGreaterThan(1);
}

/**
 * A PGlite on disk seeds, dumps, loads and migrates several times slower than one in memory, and
 * this machine runs other suites beside it: the whole-database cases get two minutes.
 */
const WHOLE_DATABASE_MS = 120_000;

describe('backup and restore on the embedded database', { timeout: WHOLE_DATABASE_MS }, () => {
  const dataDir = path.join(root, 'pglite');
  const pgdata = path.join(dataDir, 'pgdata');
  const uploads = path.join(dataDir, 'uploads');
  const config = loadConfig({ DATA_DIR: dataDir });
  const archive = path.join(root, 'pglite-backup.tar.gz');

  it('brings back every row of every table and every file, byte for byte', async () => {
    await seed({ dataDir: pgdata }, uploads);
    const rows = await pgliteRowCounts(pgdata);
    const files = await filesOf(uploads);
    expectSeeded(rows, files);

    const made = await backup(config, { to: archive });
    expect(made).toMatchObject({
      engine: 'pglite',
      migrations: migrationCount,
      files: { included: true, count: Object.keys(files).length },
    });
    await expect(backup(config, { to: archive })).rejects.toThrow(/exists already/);

    await fs.rm(dataDir, { recursive: true });
    const restored = await restore(config, { from: archive });
    expect(restored).toMatchObject({ filesRestored: Object.keys(files).length });
    expect(await pgliteRowCounts(pgdata)).toEqual(rows);
    expect(await filesOf(uploads)).toEqual(files);
    // The local store lists the same keys a bucket would (what an S3 backup walks).
    expect(await objectsOf(localFileStorage(uploads))).toEqual(files);
  });

  it('refuses a target that is not empty; --force sets the old data aside and restores', async () => {
    const rows = await pgliteRowCounts(pgdata);
    await expect(restore(config, { from: archive })).rejects.toThrow(
      /not empty: a database in .* and files in/,
    );
    const forced = (await restore(config, { from: archive, force: 'true' })) as { setAside: string };
    expect(await pgliteRowCounts(pgdata)).toEqual(rows);
    expect(await pgliteRowCounts(path.join(forced.setAside, 'pgdata'))).toEqual(rows);
    expect(await filesOf(path.join(forced.setAside, 'uploads'))).toEqual(await filesOf(uploads));
  });

  it('refuses while a server runs on DATA_DIR, an archive of the other engine and a missing one', async () => {
    writeOperatorFile(dataDir, { pid: process.pid, port: 1, token: 'x' });
    await expect(backup(config, { to: path.join(root, 'live.tar.gz') })).rejects.toThrow(/server is running/);
    await expect(restore(config, { from: archive, force: 'true' })).rejects.toThrow(/server is running/);
    await fs.rm(path.join(dataDir, 'operator.json'));

    const elsewhere = loadConfig({
      DATA_DIR: path.join(root, 'other'),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    await expect(restore(elsewhere, { from: archive })).rejects.toThrow(/holds a pglite database/);
    await expect(restore(config, { from: path.join(root, 'none.tar.gz') })).rejects.toThrow(
      /no backup archive/,
    );
  });

  it('names what to install when pg_dump is not there', () => {
    expect(() => findPostgresTool('pg_dump', [root])).toThrow(
      /pg_dump not found .* apt-get install postgresql-client/,
    );
  });
});

/** Every object of a store with its bytes. */
async function objectsOf(storage: FileStorage) {
  const objects: Record<string, Buffer> = {};
  for await (const key of storage.keys()) objects[key] = await buffer((await storage.open(key))!.stream);
  return objects;
}

describe('backup and restore with files in an S3 bucket', { timeout: WHOLE_DATABASE_MS }, () => {
  it('downloads every object into the archive and puts each one back', async () => {
    const bucketDir = path.join(root, 's3rver');
    // A real S3 API (s3rver) on a free port, as the S3 storage tests use.
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: 'uploads', configs: [] }],
    });
    const { port } = (await s3.run()) as AddressInfo;
    try {
      const dataDir = path.join(root, 'bucket');
      const config = loadConfig({
        DATA_DIR: dataDir,
        FILE_STORAGE: 's3',
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
      const storage = fileStorageFor(config);
      await pgliteDirectory(path.join(dataDir, 'pgdata'));
      for (const key of ['community/a/picture.png', 'slips/b/c/slip.jpg', 'top.pdf'])
        await storage.put(key, randomBytes(50_000));
      const objects = await objectsOf(storage);
      const archive = path.join(root, 'bucket-backup.tar.gz');

      expect(await backup(config, { to: archive })).toMatchObject({ files: { included: true, count: 3 } });
      for (const key of Object.keys(objects)) await storage.remove(key);
      await fs.rm(dataDir, { recursive: true });
      expect(await objectsOf(storage)).toEqual({});

      await restore(config, { from: archive });
      expect(await objectsOf(storage)).toEqual(objects);
      await expect(restore(config, { from: archive })).rejects.toThrow(/objects in bucket uploads/);
    } finally {
      await new Promise((resolve) => s3.close(resolve));
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
const postgresSkip = !adminUrl
  ? 'TEST_DATABASE_URL is not set'
  : (() => {
      try {
        findPostgresTool('pg_dump');
        findPostgresTool('pg_restore');
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    })();
if (postgresSkip) console.log(`backup on PostgreSQL skipped: ${postgresSkip}`);

describe.skipIf(!!postgresSkip)('backup and restore on PostgreSQL', { timeout: WHOLE_DATABASE_MS }, () => {
  it('brings back every row of every table and every file, byte for byte', async () => {
    const name = `cc_backup_${randomBytes(6).toString('hex')}`;
    const url = databaseUrl(adminUrl!, name);
    const dataDir = path.join(root, 'postgres');
    const uploads = path.join(dataDir, 'uploads');
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url });
    const archive = path.join(root, 'postgres-backup.tar.gz');
    await createDatabase(adminUrl!, name);
    try {
      await seed({ url }, uploads);
      const rows = await postgresRowCounts(url);
      const files = await filesOf(uploads);
      expectSeeded(rows, files);

      expect(await backup(config, { to: archive })).toMatchObject({
        engine: 'postgres',
        migrations: migrationCount,
      });
      await dropDatabase(adminUrl!, name);
      await createDatabase(adminUrl!, name);
      await fs.rm(dataDir, { recursive: true });

      await restore(config, { from: archive });
      expect(await postgresRowCounts(url)).toEqual(rows);
      expect(await filesOf(uploads)).toEqual(files);
      await expect(restore(config, { from: archive })).rejects.toThrow(/not empty \(\d+ tables\)/);
      await fs.rm(uploads, { recursive: true });
      await restore(config, { from: archive, force: 'true' });
      expect(await postgresRowCounts(url)).toEqual(rows);
    } finally {
      await dropDatabase(adminUrl!, name);
    }
  });
});
