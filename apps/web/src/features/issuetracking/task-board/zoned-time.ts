import dayjs, { type Dayjs } from 'dayjs';
import { dateTimeFormat } from '../../../shared/i18n/date-time-format';

/**
 * The due picker shows the community's wall clock whatever the browser's zone: a picker value is
 * a dayjs in the browser's zone holding that reading; these turn it into the instant the API
 * stores, and back.
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

const offsetAt = (instant: number, timeZone: string) => {
  const p = partsIn(instant, timeZone);
  return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - Math.floor(instant / 1000) * 1000;
};

/** A wall-clock reading in the zone -> ISO instant. */
export function wallToInstant(wall: Dayjs, timeZone: string): string {
  const asUtc = Date.UTC(wall.year(), wall.month(), wall.date(), wall.hour(), wall.minute(), 0);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone)).toISOString();
}

/** An ISO instant -> the zone's wall clock, as a picker value. */
export function instantToWall(iso: string, timeZone: string): Dayjs {
  const p = partsIn(Date.parse(iso), timeZone);
  return dayjs(new Date(p.y, p.mo - 1, p.d, p.h, p.mi, 0));
}
