import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '@cc/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { splitArgs } from './refusal-sites';

/** The checks that report an import's row problems: each names a code, its values and its English. */
const FILES = ['features/parcel/import/check-row.ts', 'features/directory/import-sheet.ts'].map((f) =>
  path.resolve(import.meta.dirname, '../..', f),
);
const ROW_CODE = /'((?:IMPORT_ROW|UNIT_IMPORT)_[A-Z_]+)'/g;

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const staticParts = (text: string) =>
  text.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}|\{\w+\}/g, '…').replace(/…+/g, '…');
const keysOf = (object: string) =>
  splitArgs(`(${object.slice(1, -1)})`, 0)
    .map((part) => /^(\w+)/.exec(part)![1]!)
    .sort();

/** Every row problem as written: the code, then (up to the call's close) its params and English. */
const problems = FILES.flatMap((file) => {
  const src = fs.readFileSync(file, 'utf8');
  return [...src.matchAll(ROW_CODE)].map((m) => {
    const [, params = '{}', english = ''] = splitArgs(`(${src.slice(m.index)}`, 0);
    return { file: path.basename(file), code: m[1]!, params, english: english.slice(1, -1) };
  });
});

describe('the import row problems', () => {
  it('finds them in both imports', () => {
    const files = new Set(problems.map((p) => p.file));
    expect(files).toEqual(new Set(['check-row.ts', 'import-sheet.ts']));
    expect(problems.length).toBeGreaterThanOrEqual(16);
  });

  it('has each code in every language, with the placeholders of English', () => {
    for (const { code } of problems) {
      const english = CATALOG.en[code];
      expect(english, code).toBeDefined();
      for (const lang of LANGS) {
        expect(CATALOG[lang][code], `${lang} ${code}`).toBeDefined();
        expect(placeholders(CATALOG[lang][code]!), `${lang} ${code}`).toEqual(placeholders(english!));
      }
    }
  });

  it('passes the values the entry names, and keeps the English the site writes', () => {
    for (const { file, code, params, english } of problems) {
      const entry = CATALOG.en[code] ?? '';
      expect(keysOf(params), `${file} ${code}`).toEqual(placeholders(entry));
      expect(staticParts(entry), `${file} ${code}`).toEqual(staticParts(english));
    }
  });
});
