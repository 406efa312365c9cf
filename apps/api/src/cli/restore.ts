import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../platform/db/client';
import { migrationsFolder } from '../platform/db/migrate';
import { readJournal } from '../platform/db/migration-journal';
import type { FileStorage } from '../platform/files/file-storage';
import { fileStorageFor } from '../platform/files/storage-choice';
import { productDatabase } from '../product-data';
import { engineOf, fromInvocation, ownerUrl, pgdataOf, refuseLiveServer, uploadsOf } from './backup';
import { ARCHIVE, filesUnder, unpackArchive } from './backup-archive';
import { holdsPgliteDatabase, restorePglite } from './backup-pglite';
import { checkPostgresTarget, restorePostgres } from './backup-postgres';

/**
 * With --force, the embedded database and the uploads folder are moved here rather than deleted,
 * so a restore run by mistake loses nothing on this machine. A PostgreSQL target is dropped; in
 * a bucket, the archive's objects replace those of the same key and the others stay.
 */
async function setAside(config: Config): Promise<string> {
  const aside = path.join(config.DATA_DIR, `before-restore-${new Date().toISOString().replace(/\D/g, '')}`);
  await fs.mkdir(aside);
  for (const dir of [pgdataOf(config), uploadsOf(config)])
    await fs.rename(dir, path.join(aside, path.basename(dir))).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  return aside;
}

/** Whether the store holds a file: the first key listed is enough. */
async function holdsAnyKey(storage: FileStorage): Promise<boolean> {
  for await (const _ of storage.keys()) return true;
  return false;
}

/** Checks every target before anything is changed, so a refused restore leaves all as it was. */
async function checkTargets(config: Config, force: boolean) {
  const engine = engineOf(config);
  if (engine === 'postgres') await checkPostgresTarget(ownerUrl(config), force);
  const busy = [
    engine === 'pglite' && holdsPgliteDatabase(pgdataOf(config)) ? `a database in ${pgdataOf(config)}` : '',
    config.FILE_STORAGE === 'local' && (await filesUnder(uploadsOf(config))).length
      ? `files in ${uploadsOf(config)}`
      : '',
    config.FILE_STORAGE === 's3' && (await holdsAnyKey(fileStorageFor(config)))
      ? `objects in bucket ${config.S3_BUCKET}`
      : '',
  ].filter(Boolean);
  if (busy.length && !force)
    throw new Error(`not empty: ${busy.join(' and ')}; restore into an empty DATA_DIR, or add --force`);
}

/**
 * Restores an archive from `backup` into an empty target: the database (PGlite by loading its
 * dumped data directory, PostgreSQL with pg_restore), then the files, then the migrations this
 * build has beyond the archive's, as a start would run them. No server may run on DATA_DIR.
 */
export async function restore(config: Config, args: Record<string, string>) {
  if (!args.from) throw new Error('usage: restore --from <file.tar.gz> [--force]');
  const from = fromInvocation(args.from);
  const force = args.force === 'true';
  refuseLiveServer(config, 'restoring');
  await fs.mkdir(config.DATA_DIR, { recursive: true });
  const staging = await fs.mkdtemp(path.join(config.DATA_DIR, '.restore-'));
  try {
    const manifest = await unpackArchive(from, staging);
    const engine = engineOf(config);
    if (manifest.engine !== engine)
      throw new Error(
        `the archive holds a ${manifest.engine} database and this configuration uses ${engine}: ` +
          'restore it with the same engine (DATABASE_URL set for postgres, unset for the embedded one)',
      );
    const known = (await readJournal(migrationsFolder)).entries.length;
    if (manifest.migrations > known)
      throw new Error(
        `the archive's database has ${manifest.migrations} migrations and this build knows ${known}: ` +
          `restore it with version ${manifest.appVersion} or newer`,
      );
    await checkTargets(config, force);
    const aside = force ? await setAside(config) : undefined;

    if (engine === 'pglite') await restorePglite(pgdataOf(config), path.join(staging, ARCHIVE.pgliteDump));
    else await restorePostgres(ownerUrl(config), path.join(staging, ARCHIVE.postgresDump), force);

    const unpacked = path.join(staging, ARCHIVE.uploads);
    const keys = await filesUnder(unpacked);
    if (config.FILE_STORAGE === 'local' && keys.length)
      await fs.cp(unpacked, uploadsOf(config), { recursive: true, errorOnExist: true, force: false });
    else if (keys.length) {
      const storage = fileStorageFor(config);
      for (const key of keys) await storage.put(key, await fs.readFile(path.join(unpacked, key)));
    }

    const migrated = await openDatabase(productDatabase(config));
    await migrated.close();
    return { restored: from, ...manifest, filesRestored: keys.length, ...(aside ? { setAside: aside } : {}) };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
