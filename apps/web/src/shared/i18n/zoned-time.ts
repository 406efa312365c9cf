import dayjs, { type Dayjs } from 'dayjs';
import { dateTimeFormat } from './date-time-format';

/**
 * The date-time pickers show the community's wall clock (the default zone unless it set its own), whatever the
 * browser's zone. A picker value is a dayjs in the browser's zone holding that wall-clock
 * reading; these helpers turn it into the instant the API stores, and back.
 */
function partsIn(instant: number, timeZone: string) {
  const parts = dateTimeFormat('en-US', timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: n('year'), mo: n('month'), d: n('day'), h: n('hour'), mi: n('minute'), s: n('second') };
}

/** How far the zone's clock is ahead of UTC at that instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - Math.floor(instant / 1000) * 1000;
}

/** A wall-clock reading in the zone -> ISO instant (with Z). */
export function wallToInstant(wall: Dayjs, timeZone: string): string {
  const asUtc = Date.UTC(wall.year(), wall.month(), wall.date(), wall.hour(), wall.minute(), 0);
  let instant = asUtc - offsetAt(asUtc, timeZone);
  // Near a daylight-saving change the first guess can be an hour out; one more pass settles it.
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** An ISO instant -> the zone's wall clock, as a picker value. */
export function instantToWall(iso: string, timeZone: string): Dayjs {
  const p = partsIn(Date.parse(iso), timeZone);
  return dayjs(new Date(p.y, p.mo - 1, p.d, p.h, p.mi, 0));
}

/** The zone's wall clock now, for "not in the past" rules. */
export const nowWall = (timeZone: string): Dayjs => instantToWall(new Date().toISOString(), timeZone);

/** A date and time for reading, in the zone and the current language (Thai: Buddhist era). */
export function formatInstant(iso: string | null | undefined, timeZone: string, lang: string): string {
  if (!iso) return '';
  const wall = instantToWall(iso, timeZone);
  return lang === 'th' ? wall.format('D MMM BBBB HH:mm') : wall.format('lll');
}
