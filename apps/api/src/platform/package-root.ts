import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The API package's own folder, found by walking up from this module to the package.json that
 * names it. The same code runs from its source (`src/platform/…`, under tsx and the tests) and
 * from the compiled build (`dist/server.js`, everything in one file), where a fixed number of
 * `..` would point somewhere else; the migrations and the console's build are found from here.
 */
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@cc/api'
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`No @cc/api package.json above ${from}`);
  }
}

export const API_ROOT = findApiRoot(import.meta.dirname);
