import { localDate } from '../../platform/time/zone-clock';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** An instant as the community's clock reads it, `YYYY-MM-DD HH:MM`: the form refusals name times in. */
export function localText(d: Date, timeZone: string): string {
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, f);
  }
  return `${localDate(d, timeZone)} ${f.format(d)}`;
}
