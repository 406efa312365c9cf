import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { inject } from 'vitest';
import {
  appLoginPool,
  appRolePool,
  type Database,
  type DatabaseHandle,
  enterAppRole,
  PGLITE_EXTENSIONS,
  pgliteHandle,
  postgresHandle,
} from '../platform/db/client';
import type { TemplateName } from './database-templates';
import { type OwnPgBouncer, POOLED_LOGIN } from './own-pgbouncer';
import { pgliteOwnerView } from './owner-view';
import { createDatabase, databaseUrl, dropDatabase } from './postgres-admin';

/**
 * `db` works as the application role, as the app does; `ownerDb` as the tables' owner, for a
 * test to build and inspect rows of any community beside it.
 */
export type TestDatabase = DatabaseHandle & { url?: string; ownerDb: Database };

function preparedTemplate(name: TemplateName) {
  const prepared = inject('apiTemplates');
  if (!prepared)
    throw new Error('No database templates: run API tests through a vitest project with its globalSetup');
  return { engine: prepared.engine, ...prepared.templates[name] };
}

/** Each worker reads a template's tarball once; every PGlite loaded from it gets its own memory. */
const tarballs = new Map<string, Promise<Blob>>();
const tarball = (file: string) => {
  if (!tarballs.has(file))
    tarballs.set(
      file,
      fs.readFile(file).then((bytes) => new Blob([bytes])),
    );
  return tarballs.get(file)!;
};

async function postgresCopy(
  adminUrl: string,
  template: string,
  pooler?: Pick<OwnPgBouncer, 'url'>,
): Promise<TestDatabase> {
  const name = `t_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await createDatabase(adminUrl, name, template);
  const url = databaseUrl(adminUrl, name);
  // Through a pooler the app logs in as a role that starts as cc_app, as a deployment behind one does.
  const handle = postgresHandle(pooler ? appLoginPool(pooler.url(name)) : appRolePool(url));
  const owner = new pg.Pool({ connectionString: url, max: 3 });
  return {
    ...handle,
    url,
    ownerDb: drizzle({ client: owner }) as unknown as Database,
    async close() {
      await Promise.all([handle.close(), owner.end()]);
      await dropDatabase(adminUrl, name);
    },
  };
}

declare module 'vitest' {
  interface ProvidedContext {
    /** TEST_POOLER=pgbouncer: the port of the run's PgBouncer (global-setup.ts). */
    testPoolerPort?: number;
  }
}

/** The run's PgBouncer as a test file sees it (its URLs), when there is one. */
export function runPooler(): Pick<OwnPgBouncer, 'url'> | undefined {
  const port = inject('testPoolerPort');
  return port
    ? { url: (database, user = POOLED_LOGIN) => `postgres://${user}@127.0.0.1:${port}/${database}` }
    : undefined;
}

/**
 * A database of its own for one test app, copied from a template this run prepared: PGlite loads
 * the template's data directory into memory, PostgreSQL copies the template database. Both are
 * already migrated (and seeded, for `demo`); `uploads` is the folder of files the seed wrote.
 */
export async function copyOfTemplate(
  name: TemplateName,
  { pooler }: { pooler?: Pick<OwnPgBouncer, 'url'> } = {},
): Promise<{ database: TestDatabase; uploads: string }> {
  const t = preparedTemplate(name);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (t.engine === 'postgres' && adminUrl)
    return {
      database: await postgresCopy(adminUrl, t.source, pooler ?? runPooler()),
      uploads: t.uploads,
    };
  const client = await PGlite.create({ loadDataDir: await tarball(t.source), extensions: PGLITE_EXTENSIONS });
  await enterAppRole(client);
  return { database: { ...pgliteHandle(client), ownerDb: pgliteOwnerView(client) }, uploads: t.uploads };
}
