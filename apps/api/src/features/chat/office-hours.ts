import type { ChatPreference } from '@cc/contracts/chat';
import type { Lang } from '@cc/contracts/i18n';
import { localDate } from '../../platform/time/zone-clock';
import { DEFAULT_AUTO_REPLY } from './auto-reply-texts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday (Sunday 0) and HH:MM an instant reads as in the zone. */
function wallClock(at: Date, timeZone: string) {
  let f = clockFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return { weekday: WEEKDAYS.indexOf(parts.weekday ?? ''), time: `${parts.hour}:${parts.minute}` };
}

/** Whether the office is open at `at`: its weekday's hours, unless the day is a holiday. */
export function officeOpenAt(
  p: Pick<ChatPreference, 'officeHours' | 'holidays'>,
  at: Date,
  timeZone: string,
) {
  if (p.holidays.includes(localDate(at, timeZone))) return false;
  const { weekday, time } = wallClock(at, timeZone);
  const hours = p.officeHours[weekday];
  return !!hours && time >= hours.open && time < hours.close;
}

/** The after-hours answer in the resident's language: the office's own, else the product's. */
export const autoReplyText = (p: ChatPreference, lang: Lang) =>
  p.autoReplyTexts[lang]?.trim() || DEFAULT_AUTO_REPLY[lang];
