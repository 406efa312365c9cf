import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { facilityBookings, facilitySuspensions } from './tables';

/** The unit's suspension in force now, if any (the latest-ending one). */
export async function activeSuspension(tx: Executor, scope: CommunityScope, unitId: string, now: Date) {
  const s = facilitySuspensions;
  const [row] = await tx
    .select()
    .from(s)
    .where(scope.owns(s, eq(s.unitId, unitId), gt(s.until, now)))
    .orderBy(desc(s.until))
    .limit(1);
  return row;
}

/** No-shows of a unit (all facilities) whose slot started since `since`. */
export async function noShowsSince(
  tx: Executor,
  scope: CommunityScope,
  unitId: string,
  since: Date,
): Promise<number> {
  const b = facilityBookings;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(b)
    .where(scope.owns(b, and(eq(b.unitId, unitId), eq(b.state, 'NO_SHOW'), gte(b.startsAt, since))));
  return row?.n ?? 0;
}

export async function suspendUnit(
  tx: Executor,
  scope: CommunityScope,
  unitId: string,
  until: Date,
  noShows: number,
) {
  await tx.insert(facilitySuspensions).values({ communityId: scope.communityId, unitId, until, noShows });
}
