import { once } from 'node:events';
import { openDatabase } from './client';

/**
 * Migrates the PostgreSQL database at DATABASE_MIGRATION_URL, else DATABASE_URL (or the first
 * argument), and exits: a `db:migrate` step for deployments that migrate before starting the
 * API, straight to PostgreSQL (its advisory lock is a session's). With `--on-go` it
 * loads, says `ready`, and waits for a line on stdin first, so a test can start two at one moment.
 */
const url =
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
  process.env.DATABASE_MIGRATION_URL ??
  process.env.DATABASE_URL;
if (!url) throw new Error('usage: migrate-command <postgres url> (or DATABASE_MIGRATION_URL, DATABASE_URL)');
if (process.argv.includes('--on-go')) {
  process.stdout.write('ready\n');
  await once(process.stdin, 'data');
}
const database = await openDatabase({ url });
await database.close();
process.stdout.write('migrated\n');
