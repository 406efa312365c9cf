import { DEFAULT_LANG, LANGS, type Lang } from '@cc/contracts/i18n';

/** A stored language code as a console language (Thai for anything else). */
export const langOf = (lang: string): Lang =>
  (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : DEFAULT_LANG;
