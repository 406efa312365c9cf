import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../platform/db/client';
import type { MailMessage } from '../platform/mail/mailer';
import { DEMO_PASSWORD, seedDemoData } from '../seed/demo-data';

/** A fresh database of the engine this project runs on: PGlite in memory, or a new PostgreSQL database. */
export async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) return openDatabase({});
  const name = `t_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString() });
  return {
    ...handle,
    url: target.toString(),
    async close() {
      await handle.close();
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      // pool.end() does not wait for its connections to close; forcing the drop while they
      // still close fails them, as uncaught errors in the test run. Give them a moment.
      for (let i = 0; i < 40; i++) {
        const open = await again.query('select 1 from pg_stat_activity where datname = $1', [name]);
        if (open.rowCount === 0) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The whole API over a fresh, demo-seeded database, with sent mail kept in `mail`.
 * `beforeReady` may add test-only routes, which Fastify accepts only before the app is ready.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-test-'));
  const database = await freshDatabase();
  await seedDemoData(database.db, path.join(dataDir, 'uploads'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const mail: MailMessage[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    mailer: { send: async (m) => void mail.push(m) },
  });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    /** The PostgreSQL URL of this test's database (PGlite: none), for a second instance's own pool. */
    databaseUrl: database.url,
    config,
    dataDir,
    mail,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const CLIENT_AUTH = `Basic ${Buffer.from('web-console:web-console-secret').toString('base64')}`;

/** Signs in as a demo user (or any user and password) and answers the token response. */
export async function signIn(t: TestApp, username: string, password = DEMO_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/authentication/token',
    headers: { authorization: CLIENT_AUTH },
    payload: { grant_type: 'password', username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string; id_token: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
