import { readFileSync } from 'node:fs';
import { areaByPermissionKey, PERMISSION_KEYS } from '@cc/contracts/features';
import { LANGS } from '@cc/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { digestFeatureNames } from './digest-feature-names';

/** The console's sidebar labels in one language, as its shared locale file words them. */
const consoleAreas = (lang: string): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../../../web/src/shared/locales/${lang}.json`, import.meta.url), 'utf8'),
  ).areas;

describe('the digest’s feature names', () => {
  it('name every permission key in every language, none empty', () => {
    for (const lang of LANGS) {
      const names = digestFeatureNames[lang];
      expect(Object.keys(names).sort(), lang).toEqual([...PERMISSION_KEYS].sort());
      for (const key of PERMISSION_KEYS) expect(names[key].trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('are the console’s sidebar labels, so a chat and the console agree', () => {
    for (const lang of LANGS) {
      const areas = consoleAreas(lang);
      for (const key of PERMISSION_KEYS) {
        expect(digestFeatureNames[lang][key], `${lang} ${key}`).toBe(areas[areaByPermissionKey(key).key]);
      }
    }
  });
});
