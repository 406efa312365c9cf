import { FEATURE_AREAS } from '@cc/contracts/features';
import { DEFAULT_LANG, LANGS, type Lang, RTL_LANGS } from '@cc/contracts/i18n';
import i18n from 'i18next';
import { loadAntdLocale } from './antd-locale';
import { setDayjsLocale } from './dayjs-locale';

/**
 * Every feature keeps its strings in `<folder>/locales/<lang>.json`; the folder name is the
 * i18next namespace. Files load per language on demand, so a Thai reader never downloads Arabic.
 * The shell's namespaces (everything outside a registry area's folder) load before the first
 * paint; an area's namespaces load when something of the area first renders (its page, card or
 * menu), through the backend below, so the first screen does not grow with every area built.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('/src/**/locales/*.json');

interface NamespaceFile {
  ns: string;
  /** Under a registry area's folder: loaded when first used, not at start. */
  lazy: boolean;
  load: () => Promise<{ default: Record<string, unknown> }>;
}

// Sidebar areas only: the others (profile, the guard app's handover) are part of the shell.
const AREA_FOLDERS = new Set<string>(
  FEATURE_AREAS.filter((a) => a.sidebarOrder !== null && a.key).map((a) => a.key),
);
const byLang = new Map<string, NamespaceFile[]>();
for (const [path, load] of Object.entries(files)) {
  const m = /\/([^/]+)\/locales\/([a-z]+)\.json$/.exec(path);
  if (!m) continue;
  const [, ns, lang] = m as unknown as [string, string, string];
  const area = /^\/src\/features\/([^/]+)\//.exec(path)?.[1];
  byLang.set(lang, [
    ...(byLang.get(lang) ?? []),
    { ns, lazy: Boolean(area && AREA_FOLDERS.has(area)), load },
  ]);
}

export const isLang = (v: unknown): v is Lang =>
  typeof v === 'string' && (LANGS as readonly string[]).includes(v);

export const isRtl = (lang: string): boolean => (RTL_LANGS as readonly string[]).includes(lang);

/** The shell's strings in `lang`, and the areas' strings already in use (a language change). */
export async function loadLanguageResources(lang: Lang): Promise<void> {
  const used = new Set(i18n.options.ns ? [i18n.options.ns].flat() : []);
  const entries = (byLang.get(lang) ?? []).filter((e) => !e.lazy || used.has(e.ns));
  await Promise.all(
    entries.map(async ({ ns, load }) => {
      if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, (await load()).default);
    }),
  );
}

/** The i18next backend for an area's namespace: its file in the language, fetched on first use. */
export const areaNamespaces = {
  type: 'backend' as const,
  init() {},
  read(lang: string, ns: string, done: (err: unknown, data?: Record<string, unknown>) => void) {
    const file = byLang.get(lang)?.find((e) => e.ns === ns);
    if (!file) return done(null, {});
    file.load().then(
      (m) => done(null, m.default),
      (err: unknown) => done(err),
    );
  },
};

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
