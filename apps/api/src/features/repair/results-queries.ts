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
 *
 * The requests are read once: those filed before the range ends with any step in it, narrowed to
 * the columns the figures use; each figure then groups them by the month of its own moment (a
 * moment's month on the community's calendar is the month it falls in). That read is an index-only
 * scan of `repair_requests_results_idx` (migration 0017), which carries those columns; the
 * medians' sorts get the memory to stay off disk. Rejections come from the timeline by their
 * action and day.
 */
export async function monthRows(
  tx: Executor,
  scope: CommunityScope,
  timeZone: string,
  from: string,
  to: string,
) {
  await tx.execute(sql`set local work_mem = '32MB'`);
  const hours = (a: string, b: string) =>
    sql.raw(`percentile_cont(0.5) within group (order by extract(epoch from ${a} - ${b}) / 3600)`);
  const month = (column: string) => sql`date_trunc('month', ${sql.raw(column)} at time zone ${timeZone})`;
  return queryRows<MonthRow>(
    tx,
    sql`
    with months as (
      select m, to_char(m, 'YYYY-MM') as month
      from generate_series(${`${from}-01`}::timestamp, ${`${to}-01`}::timestamp, interval '1 month') as m
    ),
    span as (
      select ${`${from}-01`}::timestamp at time zone ${timeZone} as starts,
             (${`${to}-01`}::timestamp + interval '1 month') at time zone ${timeZone} as ends
    ),
    live as materialized (
      select r.created_at, r.accepted_at, r.quoted_at, r.first_visit_at, r.close_requested_at, r.closed_at,
        r.state, r.breaches = '[]'::jsonb as within_sla, r.quote_total_satang, r.collected_satang
      from ${repairRequests} r, span
      where r.community_id = ${scope.communityId} and r.deleted_at is null and r.created_at < span.ends
        and greatest(r.created_at, r.accepted_at, r.quoted_at, r.first_visit_at, r.close_requested_at, r.closed_at)
          >= span.starts
    ),
    received as (
      select ${month('created_at')} as m, count(*)::int as received from live group by 1
    ),
    accepted as (
      select ${month('accepted_at')} as m, count(*)::int as accepted,
        ${hours('accepted_at', 'created_at')}::float8 as to_accept
      from live where accepted_at is not null group by 1
    ),
    visited as (
      select ${month('first_visit_at')} as m, ${hours('first_visit_at', 'accepted_at')}::float8 as to_visit
      from live where accepted_at is not null and first_visit_at is not null group by 1
    ),
    finished as (
      select ${month('close_requested_at')} as m,
        ${hours('close_requested_at', 'accepted_at')}::float8 as to_close
      from live where accepted_at is not null and close_requested_at is not null group by 1
    ),
    closing as (
      select ${month('closed_at')} as m,
        (count(*) filter (where state in ('CLOSED', 'REVIEWED')))::int as closed,
        (count(*) filter (where state = 'FORCE_CLOSED'))::int as force_closed,
        (count(*) filter (where state in ('CLOSED', 'REVIEWED') and within_sla))::float8
          / nullif(count(*) filter (where state in ('CLOSED', 'REVIEWED')), 0) as within_sla,
        coalesce(sum(collected_satang), 0)::float8 as collected
      from live where closed_at is not null group by 1
    ),
    quoting as (
      select ${month('quoted_at')} as m, coalesce(sum(quote_total_satang), 0)::float8 as quoted
      from live where quoted_at is not null group by 1
    ),
    rejected as (
      select ${month('e.at')} as m, count(*)::int as rejected
      from ${repairEvents} e join ${repairRequests} r on r.id = e.request_id, span
      where e.community_id = ${scope.communityId} and e.action = 'reject'
        and e.at >= span.starts and e.at < span.ends
        and r.community_id = ${scope.communityId} and r.deleted_at is null
      group by 1
    )
    select months.month,
      coalesce(received.received, 0) as received,
      coalesce(accepted.accepted, 0) as accepted,
      coalesce(rejected.rejected, 0) as rejected,
      coalesce(closing.closed, 0) as closed,
      coalesce(closing.force_closed, 0) as force_closed,
      accepted.to_accept, visited.to_visit, finished.to_close, closing.within_sla,
      coalesce(quoting.quoted, 0)::float8 as quoted,
      coalesce(closing.collected, 0)::float8 as collected
    from months
    left join received using (m)
    left join accepted using (m)
    left join rejected using (m)
    left join closing using (m)
    left join visited using (m)
    left join finished using (m)
    left join quoting using (m)
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
