import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { queryRows } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { repairCategories, repairEvents, repairRequests, repairTechnicians } from './tables';

/** One month's figures as the database gives them (medians in hours, sums as float8: exact to 2^53). */
export interface MonthRow {
  month: string;
  received: number;
  accepted: number;
  rejected: number;
  closed: number;
  force_closed: number;
  to_accept: number | null;
  to_visit: number | null;
  to_close: number | null;
  within_sla: number | null;
  quoted: number;
  collected: number;
}

/**
 * Each figure counts in the month its own event happened, on the community's calendar: received
 * by filing, accepted by acceptance, rejected by the reject on the timeline (the row keeps no
 * time of it), closed and collected by closing, quoted by the quote, each median by the moment
 * its step ended. So a month's row says what the office did that month, whenever the request
 * came in. Deleted duplicates count nowhere.
 */
export function monthRows(tx: Executor, scope: CommunityScope, timeZone: string, from: string, to: string) {
  const hours = (a: string, b: string) =>
    sql.raw(`percentile_cont(0.5) within group (order by extract(epoch from ${a} - ${b}) / 3600)`);
  const during = (column: string) => sql.raw(`${column} >= months.starts and ${column} < months.ends`);
  return queryRows<MonthRow>(
    tx,
    sql`
    with months as (
      select to_char(m, 'YYYY-MM') as month,
             m at time zone ${timeZone} as starts,
             (m + interval '1 month') at time zone ${timeZone} as ends
      from generate_series(${`${from}-01`}::timestamp, ${`${to}-01`}::timestamp, interval '1 month') as m
    ),
    live as (
      select * from ${repairRequests}
      where community_id = ${scope.communityId} and deleted_at is null
    )
    select months.month,
      (select count(*) from live where ${during('created_at')})::int as received,
      (select count(*) from live where ${during('accepted_at')})::int as accepted,
      (select count(*) from ${repairEvents} e join live on live.id = e.request_id
        where e.community_id = ${scope.communityId} and e.action = 'reject' and ${during('e.at')})::int as rejected,
      (select count(*) from live
        where state in ('CLOSED', 'REVIEWED') and ${during('closed_at')})::int as closed,
      (select count(*) from live where state = 'FORCE_CLOSED' and ${during('closed_at')})::int as force_closed,
      (select ${hours('accepted_at', 'created_at')} from live where ${during('accepted_at')})::float8 as to_accept,
      (select ${hours('first_visit_at', 'accepted_at')} from live
        where accepted_at is not null and ${during('first_visit_at')})::float8 as to_visit,
      (select ${hours('close_requested_at', 'accepted_at')} from live
        where accepted_at is not null and ${during('close_requested_at')})::float8 as to_close,
      (select (count(*) filter (where breaches = '[]'::jsonb))::float8 / nullif(count(*), 0) from live
        where state in ('CLOSED', 'REVIEWED') and ${during('closed_at')}) as within_sla,
      (select coalesce(sum(quote_total_satang), 0) from live where ${during('quoted_at')})::float8 as quoted,
      (select coalesce(sum(collected_satang), 0) from live where ${during('closed_at')})::float8 as collected
    from months
    order by months.month`,
  );
}

export interface StarsRow {
  id: string;
  name: string;
  stars: number;
  reviews: number;
}

/** Average stars and review counts of the reviews given in [from, to), by category or technician. */
export function starsRows(
  tx: Executor,
  scope: CommunityScope,
  by: 'category' | 'technician',
  from: Date,
  to: Date,
) {
  const [table, column] =
    by === 'category'
      ? [repairCategories, sql.raw('category_id')]
      : [repairTechnicians, sql.raw('technician_id')];
  return queryRows<StarsRow>(
    tx,
    sql`
    select t.id::text as id, t.name, avg(r.review_stars)::float8 as stars, count(*)::int as reviews
    from ${repairRequests} r join ${table} t on t.id = r.${column}
    where r.community_id = ${scope.communityId} and r.deleted_at is null and r.review_stars is not null
      and r.reviewed_at >= ${from} and r.reviewed_at < ${to}
    group by t.id, t.name
    order by t.name`,
  );
}
