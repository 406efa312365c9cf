import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  type PreparedTemplates,
  preparePgliteTemplate,
  preparePostgresTemplate,
  TEMPLATE_NAMES,
} from './database-templates';
import { startRunPooler } from './own-pgbouncer';
import { dropDatabase } from './postgres-admin';

/**
 * Migrates and seeds each template once per run of an API project, before any test file, so a
 * test's database is a copy instead of a fresh migration and seed. Torn down after the run.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (engine === 'postgres' && !adminUrl) throw new Error('api-postgres needs TEST_DATABASE_URL');
  const root = await fs.mkdtemp(path.join(os.tmpdir(), `cc-tmpl-${engine}-`));
  const prepared = await Promise.all(
    TEMPLATE_NAMES.map((name) =>
      engine === 'postgres'
        ? preparePostgresTemplate(name, root, adminUrl!)
        : preparePgliteTemplate(name, root),
    ),
  );
  const templates = Object.fromEntries(
    TEMPLATE_NAMES.map((name, i) => [name, prepared[i]!]),
  ) as PreparedTemplates['templates'];
  project.provide('apiTemplates', { engine, templates });
  // After the templates: the pooled login joins cc_app, which their migration creates.
  const pooler = engine === 'postgres' ? await startRunPooler(adminUrl!) : undefined;
  if (pooler) project.provide('testPoolerPort', pooler.port);
  return async () => {
    await pooler?.stop();
    if (engine === 'postgres')
      for (const { source } of Object.values(templates)) await dropDatabase(adminUrl!, source);
    await fs.rm(root, { recursive: true, force: true });
  };
}
