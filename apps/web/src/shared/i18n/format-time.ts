import i18n from 'i18next';
import { dateTimeFormat } from './date-time-format';

/**
 * Times in the community's clock. Intl gives Thai readers the Buddhist era on its own
 * (21 พ.ย. 2569) and Arabic readers their own digits, so nothing here special-cases a language.
 */
export const formatDateTime = (iso: string | null | undefined, timeZone: string, lang = i18n.language) =>
  iso
    ? dateTimeFormat(lang, timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
    : '';

export const formatDay = (iso: string | null | undefined, timeZone: string, lang = i18n.language) =>
  iso ? dateTimeFormat(lang, timeZone, { dateStyle: 'medium' }).format(new Date(iso)) : '';

/** A calendar day (YYYY-MM-DD) as a short label, e.g. for the report's chart. */
export const formatCalendarDay = (date: string, lang = i18n.language) =>
  dateTimeFormat(lang, 'UTC', { day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`));

export const formatNumber = (n: number, lang = i18n.language) => new Intl.NumberFormat(lang).format(n);
