/** What a countdown shows: whole days, hours and minutes left, or that the time has come. */
export interface Countdown {
  started: boolean;
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE = 60_000;

/**
 * The time left until `startsAt`, rounded up to the minute so "0 minutes" never shows while the
 * meeting is still ahead; a bad or past time counts as started.
 */
export function countdownTo(startsAt: string, now: number): Countdown {
  const at = Date.parse(startsAt);
  const left = Number.isNaN(at) ? 0 : Math.ceil((at - now) / MINUTE);
  if (left <= 0) return { started: true, days: 0, hours: 0, minutes: 0 };
  return {
    started: false,
    days: Math.floor(left / 1440),
    hours: Math.floor((left % 1440) / 60),
    minutes: left % 60,
  };
}
