import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  appRolePool,
  type DatabaseHandle,
  enterAppRole,
  PGLITE_EXTENSIONS,
  pgliteHandle,
  postgresHandle,
} from '../platform/db/client';
import { migratePgliteDatabase, migratePostgresDatabase } from '../platform/db/migrate';
import { localFileStorage } from '../platform/files/file-storage';
import { seedDemoData } from '../seed/demo-data';
import { createDatabase, databaseUrl, waitUntilUnused } from './postgres-admin';

/** `demo`: migrated and demo-seeded, what `createTestApp` serves. `empty`: migrated, no rows. */
export const TEMPLATE_NAMES = ['demo', 'empty'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/**
 * Where this run's templates are. PGlite: a data-directory tarball per template. PostgreSQL: a
 * database per template, closed to connections so that `CREATE DATABASE ... TEMPLATE` can copy it.
 * `uploads` holds the files the seed wrote, copied beside each test's database.
 */
export interface PreparedTemplates {
  engine: 'pglite' | 'postgres';
  templates: Record<TemplateName, { source: string; uploads: string }>;
}

declare module 'vitest' {
  interface ProvidedContext {
    apiTemplates: PreparedTemplates;
  }
}

async function fill(name: TemplateName, handle: DatabaseHandle, uploads: string) {
  await fs.mkdir(uploads, { recursive: true });
  if (name === 'demo') await seedDemoData(handle.db, localFileStorage(uploads));
}

/**
 * Migrates (as the owner) and fills (as the application role, the way the server seeds) an
 * in-memory PGlite once, and keeps its data directory as a tarball.
 */
export async function preparePgliteTemplate(name: TemplateName, root: string) {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const uploads = path.join(root, `${name}-uploads`);
  const handle = pgliteHandle(client);
  await migratePgliteDatabase(handle.db);
  await enterAppRole(client);
  await fill(name, handle, uploads);
  // Uncompressed: loading it is faster than gunzipping, and it lives only for this run.
  const source = path.join(root, `${name}.tar`);
  await fs.writeFile(source, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  return { source, uploads };
}

/**
 * Creates, migrates (as the owner) and fills (as the application role) a PostgreSQL database
 * once, then closes it to connections.
 */
export async function preparePostgresTemplate(name: TemplateName, root: string, adminUrl: string) {
  const source = `cc_tmpl_${name}_${path.basename(root).replace(/\W/g, '').toLowerCase()}`;
  const uploads = path.join(root, `${name}-uploads`);
  await createDatabase(adminUrl, source);
  const url = databaseUrl(adminUrl, source);
  const owner = new pg.Pool({ connectionString: url, max: 1 });
  await migratePostgresDatabase(owner);
  await owner.end();
  const pool = appRolePool(url, 2);
  await fill(name, postgresHandle(pool), uploads);
  await pool.end();
  await waitUntilUnused(adminUrl, source);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // No session (autovacuum included) may open it, or copying it would be refused.
  await admin.query(`alter database ${source} allow_connections false`);
  await admin.end();
  return { source, uploads };
}
