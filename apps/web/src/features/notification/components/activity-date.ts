import type { Lang } from '@cc/contracts/i18n';
import { dateTimeFormat } from '../../../shared/i18n/date-time-format';

/** Intl names for the console languages (Thai counts years in the Buddhist era by itself). */
const INTL_LOCALE: Record<Lang, string> = {
  th: 'th-TH',
  en: 'en-US',
  zh: 'zh-Hans-CN',
  ar: 'ar',
  it: 'it-IT',
  es: 'es-ES',
  fr: 'fr-FR',
};

export const intlLocale = (lang: string): string => INTL_LOCALE[lang as Lang] ?? 'th-TH';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When an item happened, for reading in the bell: "now", "5 minutes ago" or "3 hours ago" within
 * a day, else the date and time in the community's time zone, in the reader's language.
 */
export function formatActivityDate(iso: string, lang: string, timeZone: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const locale = intlLocale(lang);
  const ago = now - at;
  if (ago >= 0 && ago < 24 * HOUR) {
    const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
    if (ago < MINUTE) return rtf.format(0, 'second');
    if (ago < HOUR) return rtf.format(-Math.floor(ago / MINUTE), 'minute');
    return rtf.format(-Math.floor(ago / HOUR), 'hour');
  }
  return fullDate(iso, lang, timeZone);
}

/** The exact date and time, for the item's tooltip. */
export function fullDate(iso: string, lang: string, timeZone: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  return dateTimeFormat(intlLocale(lang), timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
