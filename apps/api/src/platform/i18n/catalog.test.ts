import path from 'node:path';
import { LANGS } from '@cc/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { refusalSites } from './refusal-sites';

const SRC = path.resolve(import.meta.dirname, '../..');
const sites = refusalSites(SRC);
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
/** A message with its interpolations as holes: `a ${x}${y} b` and 'a {xy} b' both give 'a … b'. */
const staticParts = (text: string) =>
  text.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}|\{\w+\}/g, '…').replace(/…+/g, '…');
const sourceText = (literal: string) => literal.slice(1, -1).replaceAll("\\'", "'").replaceAll('\\n', '\n');
/** The entry a site renders: its message code when it names one, otherwise its code (unknown if computed). */
function entryOf(args: string[], callee: string) {
  const literal = (a?: string) => /^'([A-Za-z_]+)'$/.exec(a ?? '')?.[1];
  const [code, messageCode] = {
    AppError: [args[1], args[4]],
    refuse: [args[2], args[3]],
    invalidGrant: [args[1], undefined],
  }[callee] ?? [args[1], args[3]];
  return messageCode === undefined ? literal(code) : literal(messageCode);
}

describe('the refusal catalog', () => {
  it('finds the refusals in the source', () => {
    expect(sites.length).toBeGreaterThan(100);
    expect(
      sites.some((s) => s.file.endsWith('building-routes.ts') && s.codes.includes('BUILDING_EXISTS')),
    ).toBe(true);
  });

  it('has an entry for every code the API throws, in every language', () => {
    const used = [...new Set(sites.flatMap((s) => s.codes))].sort();
    for (const lang of LANGS) {
      expect(
        used.filter((code) => CATALOG[lang][code] === undefined),
        lang,
      ).toEqual([]);
    }
  });

  it('gives each language exactly the codes and placeholders of English', () => {
    for (const lang of LANGS) {
      expect(Object.keys(CATALOG[lang]).sort(), lang).toEqual(Object.keys(CATALOG.en).sort());
      for (const [code, english] of Object.entries(CATALOG.en)) {
        expect(placeholders(CATALOG[lang][code]!), `${lang} ${code}`).toEqual(placeholders(english));
      }
    }
  });

  it('keeps English as the thrower wrote it, and each site passes the values its entry names', () => {
    for (const site of sites) {
      const code = entryOf(site.args, site.callee);
      const english = code && CATALOG.en[code];
      if (!english) continue;
      const where = `${site.file} ${code}`;
      if (site.message && !site.message.includes('` +')) {
        const written = site.message.startsWith('`') ? site.message.slice(1, -1) : sourceText(site.message);
        expect(staticParts(english), where).toEqual(staticParts(written.replaceAll('\\n', '\n')));
      }
      if (site.paramKeys && site.callee !== 'phrase') {
        expect([...site.paramKeys].sort(), where).toEqual(placeholders(english));
      }
    }
  });
});
