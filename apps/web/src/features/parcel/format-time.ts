import i18n from 'i18next';

/**
 * Parcel times in the community's clock. Intl gives Thai readers the Buddhist era on its own
 * (21 พ.ย. 2569) and Arabic readers their own digits, so nothing here special-cases a language.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { ...options, timeZone });
    cache.set(key, f);
  }
  return f;
}

export const formatDateTime = (iso: string | null | undefined, timeZone: string, lang = i18n.language) =>
  iso ? formatter(lang, timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '';

export const formatDay = (iso: string | null | undefined, timeZone: string, lang = i18n.language) =>
  iso ? formatter(lang, timeZone, { dateStyle: 'medium' }).format(new Date(iso)) : '';

/** A calendar day (YYYY-MM-DD) as a short label, e.g. for the report's chart. */
export const formatCalendarDay = (date: string, lang = i18n.language) =>
  formatter(lang, 'UTC', { day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`));

export const formatNumber = (n: number, lang = i18n.language) => new Intl.NumberFormat(lang).format(n);
