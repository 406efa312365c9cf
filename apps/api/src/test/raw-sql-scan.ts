import fs from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** Path relative to the scanned root, with forward slashes. */
  path: string;
  text: string;
}

/** A hand-written SQL text (`sql` template, also typed `sql<T>`), sql.raw, or a statement executed directly. */
const RAW_SQL = /\bsql(<[^>]*>)?`|\bsql\.raw\(|\.execute\(/;

/** Where raw SQL may be: the queries files, and what is not a feature's running code. */
const mayHoldRawSql = (file: string) =>
  /-queries\.ts$/.test(file) ||
  /\.test\.ts$/.test(file) ||
  /-test-kit\.ts$/.test(file) ||
  // Table definitions use sql`now()` and the like for column defaults, not for queries.
  /(^|\/)tables\.ts$/.test(file);

/** The files holding raw SQL outside a `*-queries.ts` file, sorted. */
export function rawSqlOutsideQueries(files: readonly SourceFile[]): string[] {
  return files
    .filter((f) => !mayHoldRawSql(f.path) && RAW_SQL.test(f.text))
    .map((f) => f.path)
    .sort();
}

/** Every TypeScript source under `root`. */
export function readSources(root: string): SourceFile[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ path: f.split(path.sep).join('/'), text: fs.readFileSync(path.join(root, f), 'utf8') }));
}
