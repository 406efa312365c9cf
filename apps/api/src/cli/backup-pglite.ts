import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../platform/db/client';

/** A data directory holds a database once initdb has written its version file. */
export const holdsPgliteDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * PGlite's own dump of its data directory (`dumpDataDir`), taken with the database opened as it
 * is: no migration runs, nothing is written. The caller has made sure no server has it open
 * (the embedded database belongs to one process). Answers how many migrations it had applied.
 */
export async function dumpPglite(dataDir: string, file: string): Promise<number> {
  if (!holdsPgliteDatabase(dataDir)) throw new Error(`no embedded database in ${dataDir}`);
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  try {
    const { rows } = await client.query<{ n: number }>(
      `select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
         else (select count(*)::int from drizzle.__drizzle_migrations) end as n`,
    );
    const dump = await client.dumpDataDir('none');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return rows[0]!.n;
  } finally {
    await client.close();
  }
}

/** Loads a dumped data directory into `dataDir`, which must hold no database. */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (holdsPgliteDatabase(dataDir)) throw new Error(`${dataDir} already holds a database`);
  await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([await fs.readFile(file)]),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
}
