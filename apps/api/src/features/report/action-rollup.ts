import type { Database, Executor } from '../../platform/db/client';
import { type CommunityScope, communityScope } from '../../platform/db/community-scope';
import { communities } from '../../platform/tenancy/tables';
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { actionsRolledThrough, rollUpActions } from './activity-queries';

const HOUR_MS = 3_600_000;

/**
 * Rolls up one community's audit actions per person and day through its last closed day: the
 * day before the one an hour ago, in the community's time zone (a write stamped just before
 * midnight has committed by then). The last day rolled before is counted again, so a late
 * commit is never left out; the days in between are counted once. Answers the day rolled through.
 */
export async function rollUpCommunityActions(
  tx: Executor,
  scope: CommunityScope,
  timeZone: string,
  now: Date,
) {
  const through = addDays(localDate(new Date(now.getTime() - HOUR_MS), timeZone), -1);
  const mark = await actionsRolledThrough(tx, scope);
  if (mark && mark > through) return mark;
  await rollUpActions(
    tx,
    scope,
    timeZone,
    mark ? startOfLocalDay(mark, timeZone) : null,
    startOfLocalDay(addDays(through, 1), timeZone),
    through,
  );
  return through;
}

/** Every community's roll-up, each in its own transaction; answers how many communities it rolled. */
export async function rollUpClosedDays(db: Database, now: Date) {
  const list = await db.select({ id: communities.id, timeZone: communities.timeZone }).from(communities);
  for (const c of list) {
    const scope = communityScope(db, c.id);
    await scope.run((tx) => rollUpCommunityActions(tx, scope, c.timeZone, now));
  }
  return list.length;
}
