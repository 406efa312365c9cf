import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';

/**
 * What a backup archive says about itself. `migrations` is how many migrations the database had
 * applied, so a restore can refuse an archive made by a newer build than its own.
 */
export interface BackupManifest {
  format: 1;
  appVersion: string;
  engine: 'pglite' | 'postgres';
  migrations: number;
  createdAt: string;
  files: { included: boolean; count: number; note?: string };
}

/** The archive's layout: these three at its root, nothing else. */
export const ARCHIVE = {
  manifest: 'manifest.json',
  database: 'database',
  uploads: 'uploads',
  /** PGlite's own data-directory tarball (dumpDataDir), kept uncompressed inside the gzip. */
  pgliteDump: 'database/pgdata.tar',
  /** pg_dump's custom format, which pg_restore reads. */
  postgresDump: 'database/postgres.dump',
} as const;

/**
 * Packs the staging folder into a gzipped tar at `to`. It is written under another name first
 * and renamed at the end, so a file named `to` is always a whole archive. `uploads` in the
 * staging folder may be a symbolic link to the live uploads folder: the files are read through
 * it rather than copied first.
 */
export async function packArchive(staging: string, to: string): Promise<void> {
  const entries = (await fs.readdir(staging)).filter((e) => Object.values(ARCHIVE).includes(e as never));
  const partial = `${to}.partial`;
  try {
    await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, entries);
    await fs.rename(partial, to);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/** Unpacks an archive into `into` and reads its manifest; refuses anything that is not one. */
export async function unpackArchive(from: string, into: string): Promise<BackupManifest> {
  await fs.access(from).catch(() => {
    throw new Error(`no backup archive at ${from}`);
  });
  await tar.extract({ file: from, cwd: into, strict: true });
  const manifest = JSON.parse(
    await fs.readFile(path.join(into, ARCHIVE.manifest), 'utf8').catch(() => {
      throw new Error(`${from} is not a backup archive of this product (no ${ARCHIVE.manifest})`);
    }),
  ) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${from}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/** Every file under `root`, as paths relative to it with `/` separators (the storage keys). */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
