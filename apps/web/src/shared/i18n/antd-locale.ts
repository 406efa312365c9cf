import type { Lang } from '@cc/contracts/i18n';
import type { Locale } from 'antd/es/locale';

/** antd's own texts (date pickers, pagination, modals) per console language, loaded on demand. */
const loaders: Record<Lang, () => Promise<{ default: Locale }>> = {
  th: () => import('antd/es/locale/th_TH'),
  en: () => import('antd/es/locale/en_US'),
  zh: () => import('antd/es/locale/zh_CN'),
  ar: () => import('antd/es/locale/ar_EG'),
  it: () => import('antd/es/locale/it_IT'),
  es: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
};

const loaded = new Map<string, Locale>();

export async function loadAntdLocale(lang: Lang): Promise<void> {
  if (!loaded.has(lang)) loaded.set(lang, (await loaders[lang]()).default);
}

/** Synchronous read for the ConfigProvider; loadAntdLocale runs before the language switches. */
export const antdLocaleFor = (lang: string): Locale | undefined => loaded.get(lang);
