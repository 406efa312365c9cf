import path from 'node:path';
import type { Config } from './config';
import { openDatabase } from './platform/db/client';
import type { FaultLog } from './platform/faults/fault-log';
import { fileStorageFor } from './platform/files/storage-choice';
import { seedDemoData } from './seed/demo-data';
import { assertConfigReady, assertDatabaseReady } from './start-up-check';

/** Where the product's database is: PostgreSQL (straight, or through a pooler) or the embedded one. */
export const productDatabase = (config: Config) =>
  config.DATABASE_URL
    ? {
        url: config.DATABASE_URL,
        migrationUrl: config.DATABASE_MIGRATION_URL,
        poolMax: config.DB_POOL_MAX,
      }
    : { dataDir: path.join(config.DATA_DIR, 'pgdata') };

/**
 * The product's database as the server starts on it: migrated, seeded with the demo when the
 * configuration asks (by default only the embedded database), and refused, before anything
 * listens, when a production start would carry demo credentials.
 */
export async function openProductData(config: Config, log?: FaultLog) {
  assertConfigReady(config);
  const database = await openDatabase({ ...productDatabase(config), log });
  try {
    const seeded = config.SEED_DEMO && (await seedDemoData(database.db, fileStorageFor(config)));
    await assertDatabaseReady(config, database.db);
    return { database, seeded };
  } catch (err) {
    await database.close();
    throw err;
  }
}
