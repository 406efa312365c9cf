import { dateTimeFormat } from '../../shared/i18n/date-time-format';
import { dayKeyOf } from './messages/day-groups';

/** A clock time (14:05) on the community's clock. */
export const clockOf = (iso: string, timeZone: string, lang: string) =>
  dateTimeFormat(lang, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** Today's times as a clock, older ones as a short date (Thai in the Buddhist era). */
export const shortTimeOf = (iso: string, timeZone: string, lang: string, now = new Date()) =>
  dayKeyOf(iso, timeZone) === dayKeyOf(now.toISOString(), timeZone)
    ? clockOf(iso, timeZone, lang)
    : dateTimeFormat(lang === 'th' ? 'th-TH-u-ca-buddhist' : lang, timeZone, {
        day: 'numeric',
        month: 'short',
      }).format(new Date(iso));

/** A calendar day (YYYY-MM-DD), Thai in the Buddhist era: 1 ม.ค. 2570. */
export const calendarDayOf = (day: string, lang: string) =>
  dateTimeFormat(lang === 'th' ? 'th-TH-u-ca-buddhist' : lang, 'UTC', { dateStyle: 'medium' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** How long someone has waited, in the largest sensible unit, worded by Intl (3 hr, 45 min). */
export function waitOf(since: string, lang: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** Weekday names, Sunday first (1 Nov 2026 was a Sunday). */
export const weekdayNames = (lang: string) =>
  Array.from({ length: 7 }, (_, i) =>
    dateTimeFormat(lang, 'UTC', { weekday: 'long' }).format(new Date(Date.UTC(2026, 10, 1 + i))),
  );
