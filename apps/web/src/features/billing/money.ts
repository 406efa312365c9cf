import { formatBaht } from '@cc/contracts/billing';
import i18n from 'i18next';
import { dateTimeFormat } from '../../shared/i18n/date-time-format';

/** Amounts as the office writes them in every language: ฿1,234.50 (the contracts' one rule). */
export const baht = formatBaht;

/**
 * An amount inside a sentence, isolated left to right: in Arabic the digits after Arabic
 * words would otherwise take the ฿ to their right (1,250.00฿).
 */
export const inSentence = (text: string) => `\u2066${text}\u2069`;

/**
 * A large amount in few characters for a chart's axis (150K) in every language: the languages'
 * own short forms (150 ألف, 150 mil) do not fit the axis's width.
 */
export const compactNumber = (n: number) =>
  new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(n);

/** A due date (YYYY-MM-DD, a calendar day of the community) for reading; Thai gets the Buddhist era. */
export const dueDay = (date: string, lang = i18n.language) =>
  dateTimeFormat(lang, 'UTC', { dateStyle: 'medium' }).format(new Date(`${date}T00:00:00Z`));

/** A period (YYYY-MM) as its month and year: พฤศจิกายน 2569, November 2026. */
export const periodLabel = (period: string, lang = i18n.language) =>
  dateTimeFormat(lang, 'UTC', { month: 'long', year: 'numeric' }).format(new Date(`${period}-01T00:00:00Z`));

/** This month (YYYY-MM) on the community's clock. */
export const thisPeriod = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit' }).format(now).slice(0, 7);
