import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communities } from '../../platform/tenancy/tables';
import { agmAttendance } from './tables';

export async function communityHeading(tx: Executor, communityId: string) {
  const [c] = await tx
    .select({ name: communities.name, address: communities.address })
    .from(communities)
    .where(eq(communities.id, communityId));
  return { name: c?.name ?? '', address: c?.address ?? '' };
}

export async function attendanceMap(tx: Executor, scope: CommunityScope, meetingId: string) {
  const rows = await tx
    .select()
    .from(agmAttendance)
    .where(scope.owns(agmAttendance, eq(agmAttendance.meetingId, meetingId)));
  return new Map(rows.map((a) => [a.unitId, a]));
}
