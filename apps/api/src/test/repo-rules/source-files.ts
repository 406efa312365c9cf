import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo's root, found from this file's place in it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** Where a planted tree for the rules' own tests lives; never part of the real scan. */
export const FIXTURES_DIR = '__fixtures__';

// `.artifacts` is what a browser run leaves (git ignores it): test output, not source.
const SKIPPED = new Set(['node_modules', 'dist', '.artifacts', FIXTURES_DIR]);

/** Every file under `dir` (recursively), as repo-relative paths with forward slashes. */
export function listFiles(root: string, dir: string): string[] {
  const found: string[] = [];
  const walk = (abs: string) => {
    for (const name of readdirSync(abs)) {
      if (SKIPPED.has(name)) continue;
      const path = join(abs, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(root, path).split(sep).join('/'));
    }
  };
  try {
    walk(join(root, dir));
  } catch {
    return found; // a tree without this folder has no files in it
  }
  return found.sort();
}

export const isCode = (path: string) => /\.(ts|tsx)$/.test(path) && !path.endsWith('.d.ts');
