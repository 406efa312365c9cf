import { dateTimeFormat } from '../../shared/i18n/date-time-format';

/**
 * How the waste bank's integers read: grams as kilograms, satang as baht, a report month
 * (YYYY-MM, the community's calendar) as its name. Intl gives Thai readers the Buddhist era.
 */
export const formatKg = (grams: number, lang: string) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(grams / 1000);

export const formatBaht = (satang: number, lang: string) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(satang / 100);

export const formatCount = (n: number, lang: string) => new Intl.NumberFormat(lang).format(n);

export const formatMonth = (month: string, lang: string) =>
  dateTimeFormat(lang, 'UTC', { month: 'short', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`));
