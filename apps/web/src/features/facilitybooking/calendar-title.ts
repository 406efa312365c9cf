import { dateTimeFormat } from '../../shared/i18n/date-time-format';
import { addDays } from './format';

export type CalendarView = 'timeGridDay' | 'timeGridWeek' | 'dayGridMonth' | 'listWeek';

/** Thai titles count years in the Buddhist era, as Thai offices write them (พฤศจิกายน 2569). */
const localeOf = (lang: string) => (lang === 'th' ? 'th-TH-u-ca-buddhist' : lang);

/**
 * The calendar's title for the days it shows (`from` to `to`, inclusive, community days): the
 * month of a month view (whose grid starts and ends in its neighbours), the span of a week, the
 * full date of a day. Written here rather than by the calendar so the era is the office's.
 */
export function calendarTitle(view: CalendarView, from: string, to: string, lang: string): string {
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  const locale = localeOf(lang);
  if (view === 'dayGridMonth')
    return dateTimeFormat(locale, 'UTC', { month: 'long', year: 'numeric' }).format(at(addDays(from, 15)));
  if (view === 'timeGridDay') return dateTimeFormat(locale, 'UTC', { dateStyle: 'full' }).format(at(from));
  return dateTimeFormat(locale, 'UTC', { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    at(from),
    at(to),
  );
}
