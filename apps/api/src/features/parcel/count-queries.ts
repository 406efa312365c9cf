import type { ParcelTab } from '@cc/contracts/parcel';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { keptCommunityRead } from '../../platform/db/community-statement';
import type { DeskRead, DeskWork } from './desk-work';
import {
  filterCondition,
  isDeleted,
  isWaiting,
  needsNoticePrinted,
  type ParcelFilter,
  tabCondition,
} from './list-filter-queries';
import { assertRange } from './list-parcels';
import { startOfToday } from './local-day-queries';
import { instant, overdueCondition, overdueConditionReadingSettings } from './overdue-queries';
import { parcelCounters, parcelOvertimeRequests, parcels } from './tables';

/**
 * Several counts in one statement (one round trip, and a transaction's statements must not
 * overlap); each is its own subquery, so each uses the index that fits it.
 */
const countsStatement = (counts: Record<string, SQL>) =>
  sql`select ${sql.join(
    Object.entries(counts).map(([name, expr]) => sql`(${expr})::int as ${sql.identifier(name)}`),
    sql`, `,
  )}`;

const asNumbers = <K extends string>(row: Record<K, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Record<K, number>;

async function countAll<K extends string>(w: DeskWork, counts: Record<K, SQL>): Promise<Record<K, number>> {
  const [row] = await queryRows<Record<K, unknown>>(w.tx, countsStatement(counts));
  return asNumbers(row!);
}

const asNumbersRow = async <K extends string>(rows: Promise<Record<K, unknown>[]>) =>
  asNumbers((await rows)[0]!);

const parcelsWhere = (w: { scope: CommunityScope }, where: SQL | undefined) =>
  sql`select count(*) from ${parcels} where ${w.scope.owns(parcels, where)}`;

/**
 * Every parcel the community has not deleted, without counting them: parcels are never removed
 * and each number is given to exactly one parcel in the transaction that saves it (a rollback
 * gives it back), so the counter is the number of parcels. Only the deleted few are counted.
 */
const allNotDeleted = (w: DeskWork) =>
  sql`coalesce((select ${parcelCounters.lastNo} from ${parcelCounters} where ${w.scope.owns(parcelCounters)}), 0)
      - (${parcelsWhere(w, isDeleted)})`;

/** Each tab's count under the list's filters. */
export function tabCounts(w: DeskWork, f: ParcelFilter) {
  assertRange(f);
  const filters = filterCondition(f, w.desk);
  const tab = (t: ParcelTab) => parcelsWhere(w, and(tabCondition(t, f.status), filters));
  return countAll(w, {
    all: filters ? tab('all') : allNotDeleted(w),
    waiting: tab('waiting'),
    notice: tab('notice'),
  });
}

/**
 * The dashboard card and the overdue badge: each a read on its own, one statement in one round
 * trip that reads the overdue days itself, its text kept per community (keptCommunityRead).
 */
const cardRead = keptCommunityRead<Record<'waiting' | 'overdue', unknown>>((scope, at) =>
  countsStatement({
    waiting: parcelsWhere({ scope }, isWaiting),
    overdue: parcelsWhere({ scope }, overdueConditionReadingSettings(scope, at)),
  }),
);
const overdueRead = keptCommunityRead<{ n: unknown }>((scope, at) =>
  countsStatement({ n: parcelsWhere({ scope }, overdueConditionReadingSettings(scope, at)) }),
);

export const cardCounts = (r: DeskRead, now = Date.now()) => asNumbersRow(cardRead(r.db, r.scope, now));

/** The card's two counts as subqueries, for a statement that reads more (the badge summary). */
export const cardCountQueries = (scope: CommunityScope, now: number) => ({
  waiting: parcelsWhere({ scope }, isWaiting),
  overdue: parcelsWhere({ scope }, overdueConditionReadingSettings(scope, instant(now))),
});

export const readOverdueCount = async (r: DeskRead, now = Date.now()) =>
  (await asNumbersRow(overdueRead(r.db, r.scope, now))).n;

/** The overdue count inside desk work (the report's), from the desk it loaded. */
export const overdueCount = async (w: DeskWork) =>
  (await countAll(w, { n: parcelsWhere(w, overdueCondition(w.desk)) })).n;

/** The desk's day, counted from the start of today in the community's time zone. */
export async function deskSummary(w: DeskWork) {
  const today = startOfToday(w.desk.timeZone);
  const requests = sql`select count(*) from ${parcelOvertimeRequests}
    join ${parcels} on ${eq(parcels.id, parcelOvertimeRequests.parcelId)}
    where ${w.scope.owns(parcelOvertimeRequests, sql`${parcelOvertimeRequests.status} = 'ACTIVE'`, isWaiting)}`;
  const counts = await countAll(w, {
    waiting: parcelsWhere(w, isWaiting),
    overdue: parcelsWhere(w, overdueCondition(w.desk)),
    notice: parcelsWhere(w, needsNoticePrinted),
    overtimeRequests: requests,
    receivedToday: parcelsWhere(w, gte(parcels.receivedAt, today)),
    handedOutToday: parcelsWhere(w, gte(parcels.handedOutAt, today)),
    returnedToday: parcelsWhere(w, gte(parcels.returnedAt, today)),
  });
  return { ...counts, timeZone: w.desk.timeZone };
}
