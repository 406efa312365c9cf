import type { Lang } from '@cc/contracts/i18n';
import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(buddhistEra);
dayjs.extend(localizedFormat);

/** dayjs names Chinese by region; the other console languages match their dayjs names. */
export const DAYJS_LOCALE: Record<Lang, string> = {
  th: 'th',
  en: 'en',
  zh: 'zh-cn',
  ar: 'ar',
  it: 'it',
  es: 'es',
  fr: 'fr',
};

const loaders: Record<Lang, () => Promise<unknown>> = {
  th: () => import('dayjs/locale/th'),
  en: async () => undefined,
  zh: () => import('dayjs/locale/zh-cn'),
  ar: () => import('dayjs/locale/ar'),
  it: () => import('dayjs/locale/it'),
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
};

export async function setDayjsLocale(lang: Lang): Promise<void> {
  await loaders[lang]();
  dayjs.locale(DAYJS_LOCALE[lang]);
}
