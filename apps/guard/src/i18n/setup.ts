import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The console's seven languages; Thai is the default, Arabic is written right to left. */
export const LANGS = ['th', 'en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
const LANG_KEY = 'guardos.lang';

export const isRtl = (lang: string) => lang === 'ar';

/** Each language's strings are their own chunk: a phone loads only the one it shows. */
const loaders: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  th: () => import('./locales/th.json'),
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  ar: () => import('./locales/ar.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
};

const isLang = (v: string | null | undefined): v is Lang => !!v && (LANGS as readonly string[]).includes(v);

/** The guard's own choice, else the phone's language when the app has it, else Thai. */
export function deviceLanguage(): Lang {
  const saved = localStorage.getItem(LANG_KEY);
  if (isLang(saved)) return saved;
  for (const l of navigator.languages ?? [navigator.language]) {
    const base = l?.slice(0, 2).toLowerCase();
    if (isLang(base)) return base;
  }
  return 'th';
}

function applyToDocument(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
}

async function loadLanguage(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'guard')) return;
  i18n.addResourceBundle(lang, 'guard', (await loaders[lang]()).default);
}

export async function setupI18n(): Promise<void> {
  const lang = deviceLanguage();
  await i18n.use(initReactI18next).init({
    lng: lang,
    // Every language has every key (a unit test enforces it), so nothing falls back silently.
    fallbackLng: false,
    defaultNS: 'guard',
    ns: ['guard'],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  await loadLanguage(lang);
  i18n.on('languageChanged', applyToDocument);
  applyToDocument(lang);
}

export async function changeLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  localStorage.setItem(LANG_KEY, lang);
  await i18n.changeLanguage(lang);
}
