import { DEFAULT_TIME_ZONE } from '@cc/contracts/session';

const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * The console's one cache of Intl date formatters, by locale, zone and options: building one
 * costs far more than using it, and a table formats hundreds of cells. A zone name the runtime
 * does not know (a bad value from the server) falls back to the default zone rather than break
 * the page.
 */
export function dateTimeFormat(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone: DEFAULT_TIME_ZONE });
    }
    cache.set(key, f);
  }
  return f;
}
