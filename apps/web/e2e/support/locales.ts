import { readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Reads a string from the console's own locale files, so specs check the real translations. */
export function text(file: string, lang: string, key: string): string {
  const json = JSON.parse(readFileSync(path.join(SRC, file, 'locales', `${lang}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const value = key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], json);
  if (typeof value !== 'string') throw new Error(`no ${lang} string ${file}:${key}`);
  return value;
}
