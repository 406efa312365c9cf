import { DEFAULT_LANG, LANGS, type Lang, RTL_LANGS } from '@cc/contracts/i18n';
import i18n from 'i18next';
import { loadAntdLocale } from './antd-locale';
import { setDayjsLocale } from './dayjs-locale';

/**
 * Every feature keeps its strings in `<folder>/locales/<lang>.json`; the folder name is the
 * i18next namespace. Files load per language on demand, so a Thai reader never downloads Arabic.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('/src/**/locales/*.json');

const byLang = new Map<string, { ns: string; load: () => Promise<{ default: Record<string, unknown> }> }[]>();
for (const [path, load] of Object.entries(files)) {
  const m = /\/([^/]+)\/locales\/([a-z]+)\.json$/.exec(path);
  if (!m) continue;
  const [, ns, lang] = m as unknown as [string, string, string];
  byLang.set(lang, [...(byLang.get(lang) ?? []), { ns, load }]);
}

export const isLang = (v: unknown): v is Lang =>
  typeof v === 'string' && (LANGS as readonly string[]).includes(v);

export const isRtl = (lang: string): boolean => (RTL_LANGS as readonly string[]).includes(lang);

export async function loadLanguageResources(lang: Lang): Promise<void> {
  const entries = byLang.get(lang) ?? [];
  await Promise.all(
    entries.map(async ({ ns, load }) => {
      if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, (await load()).default);
    }),
  );
}

const DEVICE_LANG_KEY = 'lang';

/** The language this device last used; before sign-in it is all we know. */
export function deviceLanguage(): Lang {
  const saved = localStorage.getItem(DEVICE_LANG_KEY);
  return isLang(saved) ? saved : DEFAULT_LANG;
}

export async function applyLanguage(lang: Lang): Promise<void> {
  // Resources and date names load first so no screen renders half in the old language.
  await Promise.all([loadLanguageResources(lang), setDayjsLocale(lang), loadAntdLocale(lang)]);
  localStorage.setItem(DEVICE_LANG_KEY, lang);
  await i18n.changeLanguage(lang);
}
