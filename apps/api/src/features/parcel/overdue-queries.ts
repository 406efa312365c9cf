import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { DeskWork } from './desk-work';
import { isWaiting } from './list-filter-queries';
import { type Page, pageOfParcels } from './list-parcels';
import { DAY_MS } from './local-time';
import { DEFAULT_SETTINGS, type Desk } from './settings';
import { parcelSettings, parcels } from './tables';

/**
 * Waiting longer than the community's overdue days plus any extra days granted on request.
 * The first bound is a plain range on received_at, so the waiting index finds the candidates;
 * the few parcels with extra days are then checked one by one.
 */
export function overdueCondition(desk: Desk, now = Date.now()): SQL {
  const cutoff = new Date(now - desk.settings.overdueDays * DAY_MS).toISOString();
  return waitingSince(sql`${cutoff}::timestamptz`);
}

/**
 * The same condition for a statement that runs on its own (no desk loaded before it): the
 * community's overdue days are read by the statement itself, the default when it has no
 * settings row. The cutoff is the same instant `overdueCondition` computes: `now` from this
 * process, minus whole 24-hour days (hours, not calendar days, so no daylight-saving shift).
 * The subquery is uncorrelated, so PostgreSQL runs it once and the range still uses the index.
 */
export function overdueConditionReadingSettings(scope: CommunityScope, at = instant(Date.now())): SQL {
  const days = sql`coalesce((select ${parcelSettings.overdueDays} from ${parcelSettings}
    where ${scope.owns(parcelSettings)}), ${DEFAULT_SETTINGS.overdueDays})`;
  return waitingSince(sql`(${at} - ${days} * interval '24 hours')`);
}

/** An instant (ms since the epoch) as a timestamptz. */
export const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** Waiting, received before `cutoff`, and before it still with the extra days granted. */
const waitingSince = (cutoff: SQL) =>
  sql`${isWaiting} and ${parcels.receivedAt} < ${cutoff}
    and (${parcels.extraDays} = 0 or ${parcels.receivedAt} + ${parcels.extraDays} * interval '1 day' < ${cutoff})`;

/** The overdue page: oldest first, optionally one building's or one unit's. */
export function overdueParcels(w: DeskWork, f: { buildingID?: string; unitID?: string }, page: Page) {
  const where = and(
    overdueCondition(w.desk),
    f.buildingID ? eq(parcels.buildingId, f.buildingID) : undefined,
    f.unitID ? eq(parcels.unitId, f.unitID) : undefined,
  );
  return pageOfParcels(w, where, page, 'oldest');
}
