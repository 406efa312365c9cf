import type { Lang } from '@cc/contracts/i18n';

export type LanguageOption = Lang;

/**
 * Each language is named in itself, the same in every locale, so a reader who landed in a
 * language they cannot read still finds their own. That is why these are not in locale files.
 */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  th: 'ไทย',
  en: 'English',
  zh: '中文（简体）',
  ar: 'العربية',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
};
