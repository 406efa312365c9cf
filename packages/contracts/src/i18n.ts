/** The console's languages; Thai is the default and Arabic is written right to left. */
export const LANGS = ['th', 'en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'th';
export const RTL_LANGS: readonly Lang[] = ['ar'];
