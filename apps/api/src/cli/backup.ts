import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { readLiveOperatorFile } from '../operator/operator-file';
import { fileStorageFor } from '../platform/files/storage-choice';
import { APP_VERSION } from '../version';
import { ARCHIVE, type BackupManifest, filesUnder, packArchive } from './backup-archive';
import { dumpPglite } from './backup-pglite';
import { dumpPostgres, postgresMigrationCount } from './backup-postgres';

export const BACKUP_SUMMARIES = ['backup --to <file.tar.gz>', 'restore --from <file.tar.gz> [--force]'];

export const engineOf = (config: Config) => (config.DATABASE_URL ? 'postgres' : 'pglite');

/** The tables' owner straight to PostgreSQL: dumps and restores never go through a pooler. */
export const ownerUrl = (config: Config) => config.DATABASE_MIGRATION_URL ?? config.DATABASE_URL!;
export const pgdataOf = (config: Config) => path.join(config.DATA_DIR, 'pgdata');
export const uploadsOf = (config: Config) => path.join(config.DATA_DIR, 'uploads');
/** Paths on the command line are taken from where the person ran npm, as DATA_DIR is. */
export const fromInvocation = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

/** The embedded database belongs to the one process that has it open; a restore needs no server at all. */
export function refuseLiveServer(config: Config, doing: string) {
  const live = readLiveOperatorFile(config.DATA_DIR);
  if (live)
    throw new Error(
      `a server is running on ${config.DATA_DIR} (pid ${live.pid}, port ${live.port}): stop it before ${doing}`,
    );
}

/** Copies every object of the bucket under `into`, by key; answers how many. */
async function downloadBucket(config: Config, into: string): Promise<number> {
  const storage = fileStorageFor(config);
  let count = 0;
  for await (const key of storage.keys()) {
    const file = path.resolve(into, key);
    // Keys are the app's own, but a key naming a place outside the archive is never followed.
    if (!file.startsWith(into + path.sep)) throw new Error(`bucket key outside the archive: ${key}`);
    const object = await storage.open(key);
    if (!object) continue;
    await fs.mkdir(path.dirname(file), { recursive: true });
    await pipeline(object.stream, createWriteStream(file));
    count++;
  }
  return count;
}

/**
 * One archive with the database, the uploaded files and a manifest. PGlite: the server must be
 * stopped. PostgreSQL: pg_dump takes one consistent snapshot while the API runs. The database is
 * dumped before the files are read and an upload is stored before the row naming it commits, so
 * every file a dumped row names is in the archive (it may hold a few files no row names yet).
 * With FILE_STORAGE=s3 the bucket's objects are downloaded into the archive, one at a time.
 */
export async function backup(config: Config, args: Record<string, string>) {
  if (!args.to) throw new Error('usage: backup --to <file.tar.gz>');
  const to = fromInvocation(args.to);
  if (existsSync(to)) throw new Error(`${to} exists already: a backup never overwrites a file`);
  const engine = engineOf(config);
  if (engine === 'pglite') refuseLiveServer(config, 'backing up the embedded database');
  const staging = await fs.mkdtemp(path.join(path.dirname(to), '.backup-'));
  try {
    await fs.mkdir(path.join(staging, ARCHIVE.database));
    let migrations: number;
    if (engine === 'pglite')
      migrations = await dumpPglite(pgdataOf(config), path.join(staging, ARCHIVE.pgliteDump));
    else {
      migrations = await postgresMigrationCount(ownerUrl(config));
      await dumpPostgres(ownerUrl(config), path.join(staging, ARCHIVE.postgresDump));
    }
    let count: number;
    if (config.FILE_STORAGE === 'local') {
      count = (await filesUnder(uploadsOf(config))).length;
      if (count) await fs.symlink(uploadsOf(config), path.join(staging, ARCHIVE.uploads), 'dir');
    } else count = await downloadBucket(config, path.join(staging, ARCHIVE.uploads));
    const files: BackupManifest['files'] = { included: true, count };
    const manifest: BackupManifest = {
      format: 1,
      appVersion: APP_VERSION,
      engine,
      migrations,
      createdAt: new Date().toISOString(),
      files,
    };
    await fs.writeFile(path.join(staging, ARCHIVE.manifest), JSON.stringify(manifest, null, 2));
    await packArchive(staging, to);
    return { file: to, ...manifest };
  } finally {
    // Removes the link to the uploads folder, never what it points at.
    await fs.rm(staging, { recursive: true, force: true });
  }
}
