import { sql } from 'drizzle-orm';

/** The instant a community-local date (YYYY-MM-DD) begins, as SQL; `dayAfter` for an inclusive `to`. */
export const startOfLocalDay = (date: string, timeZone: string, dayAfter = false) =>
  dayAfter
    ? sql`((${date}::date + 1)::timestamp at time zone ${timeZone})`
    : sql`(${date}::date::timestamp at time zone ${timeZone})`;

/** The instant today began in the community's zone, as SQL. */
export const startOfToday = (timeZone: string) =>
  sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
