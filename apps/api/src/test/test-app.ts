import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { MailMessage } from '../platform/mail/mailer';
import { onAccessChangeOver } from '../platform/tenancy/access-change';
import { DEMO_PASSWORD } from '../seed/demo-data';
import type { TemplateName } from './database-templates';
import type { OwnPgBouncer } from './own-pgbouncer';
import { copyOfTemplate } from './test-database';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The whole API over a fresh, demo-seeded database, with sent mail kept in `mail`.
 * `beforeReady` may add test-only routes, which Fastify accepts only before the app is ready.
 */
export function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
) {
  return startTestApp({ env, beforeReady });
}

export interface TestAppOptions {
  /** The database it starts from: `demo` (the default) or `empty` (migrated, no rows). */
  template?: TemplateName;
  env?: Record<string, string>;
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * `captured` (the default): mails land in `mail`, sent at once. `configured`: the app's own
   * delivery as configured (SMTP_URL: through the job queue to a real SMTP server).
   */
  mail?: 'captured' | 'configured';
  /** The app's own JSON log, at LOG_LEVEL (set it in env), written here instead of nowhere. */
  logStream?: NodeJS.WritableStream;
  /** On PostgreSQL: the app's pool reaches its database through this PgBouncer, as cc_app's login. */
  pooler?: Pick<OwnPgBouncer, 'url'>;
}

/** The whole API over its own copy of a prepared template database, and of the template's uploads. */
export async function startTestApp({
  template = 'demo',
  env = {},
  beforeReady,
  mail: mailing = 'captured',
  logStream,
  pooler,
}: TestAppOptions = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-test-'));
  const { database, uploads } = await copyOfTemplate(template, { pooler });
  await fs.cp(uploads, path.join(dataDir, 'uploads'), { recursive: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    GUARD_DIST: path.join(dataDir, 'no-guard'),
    // Test apps run side by side on one Redis, each with the same demo ids: a namespace of its
    // own keeps one test's live messages and attempt counts away from another's.
    REDIS_PREFIX: `test-${path.basename(dataDir)}:`,
    ...env,
  });
  const mail: MailMessage[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    ...(logStream ? { logStream } : { logger: false }),
    ...(mailing === 'captured' ? { mailer: { send: async (m: MailMessage) => void mail.push(m) } } : {}),
  });
  await beforeReady?.(app);
  await app.ready();
  // Changes a test makes through its owner's view announce to this app, as the app's own do.
  const forgetOwnerView = onAccessChangeOver(database.ownerDb, app.services.access.changed);
  return {
    app,
    /**
     * The test's own view of the database, as the tables' owner: it builds and inspects rows of
     * any community. The app works as the application role, held by row-level security (`appDb`).
     */
    db: database.ownerDb,
    appDb: database.db,
    /** The PostgreSQL URL of this test's database (PGlite: none), for a second instance's own pool. */
    databaseUrl: database.url,
    config,
    dataDir,
    mail,
    async close() {
      forgetOwnerView();
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
