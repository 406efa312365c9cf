import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase } from '../../test/postgres-admin';
import { migrationsFolder } from './migrate';
import { readJournal } from './migration-journal';

const adminUrl = process.env.TEST_DATABASE_URL;
const tsx = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx');
const command = path.join(import.meta.dirname, 'migrate-command.ts');

/** A migrating process that has loaded and waits for the word to go. */
async function readyMigrator(url: string): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(tsx, [command, url, '--on-go'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  while (!output.includes('ready')) await once(child.stdout!, 'data');
  return { child, output: () => output };
}

it('brings up two processes migrating one empty PostgreSQL database at the same moment', async (ctx) => {
  ctx.skip(!adminUrl, 'needs a PostgreSQL server: set TEST_DATABASE_URL');
  ctx.skip(
    process.env.TEST_DB !== 'postgres',
    'PGlite is one process; this runs in the api-postgres project',
  );
  const name = `t_migrate_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await createDatabase(adminUrl!, name);
  try {
    const url = databaseUrl(adminUrl!, name);
    const migrators = await Promise.all([readyMigrator(url), readyMigrator(url)]);
    for (const m of migrators) m.child.stdin!.end('go\n');
    const codes = await Promise.all(migrators.map(async (m) => (await once(m.child, 'exit'))[0]));
    expect(codes, migrators.map((m) => m.output()).join('\n')).toEqual([0, 0]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const applied = await client.query('select hash from drizzle.__drizzle_migrations');
    const users = await client.query("select 1 from information_schema.tables where table_name = 'users'");
    await client.end();
    expect(applied.rowCount).toBe((await readJournal(migrationsFolder)).entries.length);
    expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(applied.rowCount);
    expect(users.rowCount).toBe(1);
  } finally {
    await dropDatabase(adminUrl!, name);
  }
}, 120_000);
