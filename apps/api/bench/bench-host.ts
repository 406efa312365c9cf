/**
 * The server side of a bench, run in the child process `launchServer` starts: a data folder and
 * a demo-seeded database, the apps it serves, the one JSON line that says it is ready, and a
 * clean stop on SIGTERM.
 */

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase, postgresHandle } from '../src/platform/db/client';
import { localFileStorage } from '../src/platform/files/file-storage';
import { seedDemoData } from '../src/seed/demo-data';

/** A new database on the BENCH_DATABASE_URL server, so a large data set starts from nothing. */
async function createDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return databaseUrl(serverUrl, name);
}

function databaseUrl(serverUrl: string, name: string) {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

async function databaseExists(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  await admin.end();
  return found.rowCount === 1;
}

async function dropDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/**
 * Benches that read PostgreSQL when the machine has one: BENCH_DATABASE_URL, else the tests'
 * TEST_DATABASE_URL, else neither (PGlite). Only set when there is a URL: assigning an unset
 * variable to process.env stores the text "undefined", which then reads as a server name.
 */
export function benchOnTestDatabase() {
  if (!process.env.BENCH_DATABASE_URL && process.env.TEST_DATABASE_URL)
    process.env.BENCH_DATABASE_URL = process.env.TEST_DATABASE_URL;
}

/**
 * Opens the bench's data: PGlite in memory, or with BENCH_DATABASE_URL that database (or, with
 * `ownDatabase`, a fresh one on that server, dropped at the stop).
 */
export async function openBenchHost(name: string, opts: { ownDatabase?: boolean } = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cc-${name}-`));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  // BENCH_KEEP_DATABASE=1: one database of a fixed name, kept at the stop and reused when the
  // next run finds it, so a large data set is generated once while the queries are tuned.
  const keep = Boolean(serverUrl && opts.ownDatabase && process.env.BENCH_KEEP_DATABASE);
  const ownName =
    serverUrl && opts.ownDatabase
      ? `bench_${name.replaceAll('-', '_')}_${keep ? 'kept' : Date.now()}`
      : undefined;
  const kept = keep && ownName ? await databaseExists(serverUrl!, ownName) : false;
  const url =
    serverUrl && ownName
      ? kept
        ? databaseUrl(serverUrl, ownName)
        : await createDatabase(serverUrl, ownName)
      : serverUrl;
  const database = await openDatabase(url ? { url } : {});
  if (!kept) await seedDemoData(database.db, localFileStorage(path.join(dataDir, 'uploads')));
  const servers: FastifyInstance[] = [];

  return {
    db: database.db,
    /** True when a kept database from an earlier run is reused as it is (already filled). */
    kept,
    engine: database.kind,
    /** The PostgreSQL database as its owner reaches it (VACUUM, ANALYZE); none on PGlite. */
    ownerUrl: url,
    /** The product over this data; `env` adds settings. */
    async buildApp(env: Record<string, string> = {}) {
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dataDir, 'none'),
        ...env,
      });
      return buildApp({ config, db: database.db, logger: false });
    },
    /** Listens on a free port of 127.0.0.1 and answers the base URL; the stop closes it. */
    async listen(server: FastifyInstance) {
      servers.push(server);
      await server.listen({ port: 0, host: '127.0.0.1' });
      const address = server.server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    /**
     * Fills the bench's data as the tables' owner (the fill rebuilds indexes; VACUUM ANALYZE on
     * `tables` then takes statistics), or, in a kept database, reads back what an earlier run
     * filled (`figures`). Answers what the fill answered and how long it took.
     */
    async fillAsOwner<T>(fill: {
      seed: (db: Database) => Promise<T>;
      figures?: (db: Database) => Promise<T>;
      tables?: string;
    }): Promise<T & { seedMs: number }> {
      const started = performance.now();
      const seedAndAnalyze = async (db: Database) => {
        const seeded = await fill.seed(db);
        if (fill.tables) await db.execute(sql.raw(`vacuum analyze ${fill.tables}`));
        return seeded;
      };
      let seeded: T;
      if (url) {
        const owner = postgresHandle(new pg.Pool({ connectionString: url, max: 1 }));
        try {
          seeded = kept && fill.figures ? await fill.figures(owner.db) : await seedAndAnalyze(owner.db);
        } finally {
          await owner.close();
        }
      } else {
        // PGlite's one session took the application role with SET ROLE; RESET goes back to the owner.
        await database.db.execute(sql`reset role`);
        seeded = await seedAndAnalyze(database.db);
        await database.db.execute(sql`set role cc_app`);
      }
      return { ...seeded, seedMs: performance.now() - started };
    },
    /** Prints the ready line for the bench and serves until SIGTERM, then removes what it made. */
    ready(figures: object) {
      process.stdout.write(`${JSON.stringify(figures)}\n`);
      process.on('SIGTERM', async () => {
        for (const server of servers) await server.close();
        await database.close();
        if (serverUrl && ownName && !keep) await dropDatabase(serverUrl, ownName);
        await fs.rm(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    },
  };
}
