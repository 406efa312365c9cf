import i18n from 'i18next';
import { dateTimeFormat } from '../../shared/i18n/date-time-format';

/**
 * Booking times as the community's clock reads them, in the reader's language. Intl gives Thai
 * readers the Buddhist era on its own (27 พ.ย. 2569), so nothing here special-cases a language.
 */
export const clockOf = (iso: string, timeZone: string, lang = i18n.language) =>
  dateTimeFormat(lang, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** A booking's span: its day and its clock times (27 พ.ย. 2569 09:00–10:00). */
export const spanOf = (startsAt: string, endsAt: string, timeZone: string, lang = i18n.language) =>
  `${dateTimeFormat(lang, timeZone, { dateStyle: 'medium' }).format(new Date(startsAt))} ${clockOf(startsAt, timeZone, lang)}–${clockOf(endsAt, timeZone, lang)}`;

/** A community day (YYYY-MM-DD) for reading. */
export const dayOf = (day: string, lang = i18n.language, style: 'medium' | 'full' = 'medium') =>
  dateTimeFormat(lang, 'UTC', { dateStyle: style }).format(new Date(`${day}T00:00:00Z`));

/** Today (YYYY-MM-DD) on the community's clock. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** A day moved by whole days (calendar arithmetic on YYYY-MM-DD, no zone involved). */
export const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Weekday names, Sunday first, in the reader's language (short: อา., Sun). */
export const weekdayNames = (lang = i18n.language, width: 'short' | 'long' = 'short') =>
  Array.from({ length: 7 }, (_, i) =>
    dateTimeFormat(lang, 'UTC', { weekday: width }).format(new Date(Date.UTC(2026, 10, 1 + i))),
  );

/** The community day an instant falls on, for reading. */
export const dayAt = (iso: string, timeZone: string, lang = i18n.language) =>
  dateTimeFormat(lang, timeZone, { dateStyle: 'medium' }).format(new Date(iso));
