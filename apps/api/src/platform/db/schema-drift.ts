import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The package exports no path to its command line; it sits beside the package's main file.
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

/**
 * The files `drizzle-kit generate` would write for `schema` over a copy of `migrationsFolder`:
 * none when the tables and the checked-in migrations agree. The copy keeps the real folder
 * untouched whatever drizzle-kit finds. `schema` paths are absolute.
 */
export async function unmigratedSchemaFiles(
  schema: string[],
  migrationsFolder: string,
): Promise<{ file: string; text: string }[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-drift-'));
  try {
    const out = path.join(dir, 'out');
    await fs.cp(migrationsFolder, out, { recursive: true });
    const before = new Set(await listFiles(out));
    // drizzle-kit reads `out` relative to its working directory, so it runs inside the copy.
    await fs.writeFile(
      path.join(dir, 'drizzle.config.json'),
      JSON.stringify({ dialect: 'postgresql', schema, out: './out' }),
    );
    await promisify(execFile)(process.execPath, [drizzleKit, 'generate', '--config', 'drizzle.config.json'], {
      cwd: dir,
    });
    const written = (await listFiles(out)).filter((f) => !before.has(f));
    return Promise.all(
      written.map(async (file) => ({ file, text: await fs.readFile(path.join(out, file), 'utf8') })),
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
