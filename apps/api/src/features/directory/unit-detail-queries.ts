import type { Unit } from '@cc/contracts/directory';
import type { UnitDetail } from '@cc/contracts/unit-detail';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { unitMembers } from '../../platform/residence/tables';
import { unitCars } from './tables';

const ROLE_ORDER = sql`case ${unitMembers.unitRole} when 'OWNER' then 0 when 'CO_RESIDENT' then 1 else 2 end`;

/** Units with their people (owners first) and cars; later features add their own panels beside. */
/** `photoUrl` turns a member's stored photo into the link this read may show (files.ts). */
export async function withPeople(
  tx: Executor,
  scope: CommunityScope,
  list: Unit[],
  photoUrl: (userId: string, stored: string | null) => string | null,
): Promise<UnitDetail[]> {
  const ids = list.map((u) => u.unitID);
  if (ids.length === 0) return [];
  const people = await tx
    .select({
      unitId: unitMembers.unitId,
      userId: users.id,
      userID: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      mobile: users.mobile,
      imageUrl: users.imageUrl,
      unitRole: unitMembers.unitRole,
      since: unitMembers.createdAt,
    })
    .from(unitMembers)
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(scope.owns(unitMembers, inArray(unitMembers.unitId, ids)))
    .orderBy(ROLE_ORDER, asc(users.firstname), asc(users.lastname));
  const cars = await tx
    .select()
    .from(unitCars)
    .where(
      scope.owns(unitCars, inArray(unitCars.unitId, ids), inArray(unitCars.status, ['WAITING', 'APPROVED'])),
    )
    .orderBy(asc(unitCars.createdAt));
  return list.map((u) => ({
    ...u,
    members: people
      .filter((p) => p.unitId === u.unitID)
      .map(({ unitId: _, userId, since, ...p }) => ({
        ...p,
        imageUrl: photoUrl(userId, p.imageUrl),
        since: since.toISOString(),
      })),
    cars: cars
      .filter((c) => c.unitId === u.unitID)
      .map((c) => ({
        carID: c.id,
        plateNo: c.plateNo,
        province: c.province,
        brand: c.brand,
        colour: c.colour,
        status: c.status as 'WAITING' | 'APPROVED',
      })),
  }));
}
