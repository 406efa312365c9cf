import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_AREAS } from '@cc/contracts/features';
import { LANGS } from '@cc/contracts/i18n';
import { ROLES } from '@cc/contracts/roles';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

function localeDirs(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (name === 'locales') found.push(full);
    else found.push(...localeDirs(full));
  }
  return found;
}

/** Dotted key -> value, so nested files compare key by key. */
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

const load = (dir: string, lang: string) =>
  flatten(JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, unknown>);

const placeholders = (v: unknown) => [...String(v).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(localeDirs(SRC).map((d) => [path.relative(SRC, d), d]))('%s', (_name, dir) => {
  it('has one file per console language and nothing else', () => {
    expect(readdirSync(dir).sort()).toEqual(LANGS.map((l) => `${l}.json`).sort());
  });

  it('every language has every key any language has, with the same placeholders', () => {
    const files = Object.fromEntries(LANGS.map((l) => [l, load(dir, l)]));
    const all = new Set(Object.values(files).flatMap((m) => [...m.keys()]));
    for (const lang of LANGS) {
      const missing = [...all].filter((k) => !files[lang]!.has(k));
      expect(missing, `${lang} is missing keys`).toEqual([]);
      for (const key of all) {
        const value = files[lang]!.get(key);
        expect(typeof value === 'string' && value.trim() !== '', `${lang}:${key} is empty`).toBe(true);
        expect(placeholders(value), `${lang}:${key} placeholders`).toEqual(placeholders(files.en!.get(key)));
      }
    }
  });
});

describe('shared vocabulary', () => {
  const dir = path.join(SRC, 'shared/locales');
  it.each(LANGS)('%s names every registry area and every role', (lang) => {
    const keys = load(dir, lang);
    for (const a of FEATURE_AREAS) expect(keys.has(`areas.${a.key || 'home'}`), `area ${a.key}`).toBe(true);
    for (const r of ROLES) expect(keys.has(`roles.${r}`), `role ${r}`).toBe(true);
  });

  it('Thai is not an English copy', () => {
    const th = load(dir, 'th');
    const en = load(dir, 'en');
    const same = [...th.keys()].filter((k) => th.get(k) === en.get(k) && k !== 'areas.guardos');
    expect(same).toEqual([]);
  });
});
