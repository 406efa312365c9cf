import type { Lang } from '@cc/contracts/i18n';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAntdLocale } from '../../shared/i18n/antd-locale';
import { setDayjsLocale } from '../../shared/i18n/dayjs-locale';
import {
  areaNamespaces,
  deviceLanguage,
  isRtl,
  loadLanguageResources,
} from '../../shared/i18n/load-language';

/** The page itself follows the language: lang for screen readers and fonts, dir for Arabic. */
function applyToDocument(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
  document.title = i18n.t('app:documentTitle');
}

export async function setupI18n(): Promise<Lang> {
  const lang = deviceLanguage();
  await i18n
    .use(areaNamespaces)
    .use(initReactI18next)
    .init({
      lng: lang,
      // Every language has every key (a unit test enforces it), so nothing falls back silently.
      fallbackLng: false,
      defaultNS: 'app',
      // Area names, roles and common words live once in shared/locales and serve every namespace.
      fallbackNS: 'shared',
      resources: {},
      partialBundledLanguages: true,
      // Nothing is fetched at start: the shell's bundles are added below, areas' on first use.
      ns: [],
      interpolation: { escapeValue: false },
    });
  await Promise.all([loadLanguageResources(lang), setDayjsLocale(lang), loadAntdLocale(lang)]);
  i18n.on('languageChanged', applyToDocument);
  applyToDocument(lang);
  return lang;
}
