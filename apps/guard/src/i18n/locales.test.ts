import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from './setup';

const DIR = path.resolve(import.meta.dirname, 'locales');
const SRC = path.resolve(import.meta.dirname, '..');

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object')
      for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}
const load = (lang: string) =>
  flatten(JSON.parse(readFileSync(path.join(DIR, `${lang}.json`), 'utf8')) as Record<string, unknown>);
const placeholders = (v: unknown) => [...String(v).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Every t('...') literal in the app's source, so a key used but never written fails here. */
function usedKeys(dir: string): string[] {
  const keys: string[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(name) || name.endsWith('.test.ts')) continue;
    const text = readFileSync(path.join(dir, name), 'utf8');
    for (const m of text.matchAll(/\bt\('([a-zA-Z0-9_.-]+)'/g)) keys.push(m[1]!);
  }
  return keys;
}

describe("GuardOS's strings", () => {
  it('has one file per language and nothing else', () => {
    expect(readdirSync(DIR).sort()).toEqual(LANGS.map((l) => `${l}.json`).sort());
  });

  it('every language has every key any language has, none empty, with the same placeholders', () => {
    const files = Object.fromEntries(LANGS.map((l) => [l, load(l)]));
    const all = new Set(Object.values(files).flatMap((m) => [...m.keys()]));
    for (const lang of LANGS) {
      expect(
        [...all].filter((k) => !files[lang]!.has(k)),
        `${lang} is missing keys`,
      ).toEqual([]);
      for (const key of all) {
        const value = files[lang]!.get(key);
        expect(typeof value === 'string' && value.trim() !== '', `${lang}:${key} is empty`).toBe(true);
        expect(placeholders(value), `${lang}:${key} placeholders`).toEqual(placeholders(files.en!.get(key)));
      }
    }
  });

  it('has every key the screens ask for', () => {
    const en = load('en');
    expect(usedKeys(SRC).filter((k) => !en.has(k))).toEqual([]);
  });
});
