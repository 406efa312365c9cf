import i18n from 'i18next';
import { dateTimeFormat } from '../../shared/i18n/date-time-format';

/** Times as the community's clock reads them, in the reader's language (Thai gets the Buddhist era from Intl). */
export const clockOf = (iso: string, timeZone: string, lang = i18n.language) =>
  dateTimeFormat(lang, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** A span: its day and its clock times (27 พ.ย. 2569 09:00–10:00). */
export const spanOf = (startsAt: string, endsAt: string, timeZone: string, lang = i18n.language) =>
  `${dateTimeFormat(lang, timeZone, { dateStyle: 'medium' }).format(new Date(startsAt))} ${clockOf(startsAt, timeZone, lang)}–${clockOf(endsAt, timeZone, lang)}`;

/** An instant with day and time for reading. */
export const whenOf = (iso: string, timeZone: string, lang = i18n.language) =>
  dateTimeFormat(lang, timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A community day (YYYY-MM-DD) for reading. */
export const dayOf = (day: string, lang = i18n.language) =>
  dateTimeFormat(lang, 'UTC', { dateStyle: 'medium' }).format(new Date(`${day}T00:00:00Z`));

/** A month (YYYY-MM) for reading (พ.ย. 2569 in Thai). */
export const monthOf = (month: string, lang = i18n.language) =>
  dateTimeFormat(lang === 'th' ? 'th-TH-u-ca-buddhist' : lang, 'UTC', {
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${month}-01T00:00:00Z`));

/** Today (YYYY-MM-DD) on the community's clock. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** A day moved by whole days (calendar arithmetic on YYYY-MM-DD). */
export const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Weekday names, Sunday first, in the reader's language. */
export const weekdayNames = (lang = i18n.language) =>
  Array.from({ length: 7 }, (_, i) =>
    dateTimeFormat(lang, 'UTC', { weekday: 'short' }).format(new Date(Date.UTC(2026, 10, 1 + i))),
  );

/** Hours with one decimal, or a dash when there is no figure. */
export const hoursOf = (h: number | null) => (h === null ? '–' : h.toFixed(1));
