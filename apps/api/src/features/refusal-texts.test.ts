import { LANGS } from '@cc/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { operatorRefusals } from '../operator/refusals';
import { platformRefusals } from '../platform/errors';
import { refusalOwners } from '../platform/i18n/catalog';
import type { RefusalCatalog } from '../platform/i18n/define-refusals';
import { placeholdersOf } from '../platform/i18n/placeholders';
import { ALL_FEATURES } from '.';

const catalogs: RefusalCatalog[] = [
  platformRefusals,
  operatorRefusals,
  ...ALL_FEATURES.flatMap((f) => (f.refusals ? [f.refusals] : [])),
];
const sorted = (xs: string[]) => [...xs].sort();

describe("every owner's refusal texts", () => {
  it('are registered, each code by exactly one owner', () => {
    const owners = refusalOwners();
    for (const { owner, texts } of catalogs) {
      for (const code of Object.keys(texts.en)) expect(owners.get(code), code).toBe(owner);
    }
    expect(catalogs.map((c) => c.owner)).toEqual(expect.arrayContaining(['platform', 'parcel', 'directory']));
  });

  it('give each language exactly the codes of English, with the same placeholders', () => {
    for (const { owner, texts } of catalogs) {
      for (const lang of LANGS) {
        expect(sorted(Object.keys(texts[lang])), `${owner} ${lang}`).toEqual(sorted(Object.keys(texts.en)));
        for (const [code, english] of Object.entries(texts.en)) {
          const wording = texts[lang][code] ?? '';
          expect(sorted(placeholdersOf(wording)), `${owner} ${lang} ${code}`).toEqual(
            sorted(placeholdersOf(english)),
          );
          expect(wording.trim(), `${owner} ${lang} ${code}`).not.toBe('');
        }
      }
    }
  });
});
