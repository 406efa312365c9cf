import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { buildings, unitMembers, units } from '../../platform/residence/tables';
import type { DeskWork } from './desk-work';
import { fullName } from './parcel-row-queries';
import { likePrefix } from './search-keys';

const LIMIT = 20;

/**
 * Units for the recipient picker: by unit number (dashes and case ignored, so "a0304" finds
 * A-0304), or by a resident's name or phone anywhere in it. A directory holds thousands of
 * units at most, so this reads it directly instead of keeping search columns.
 */
export async function findRecipients(w: DeskWork, q: string) {
  const text = q.trim().toLowerCase();
  const digits = q.replace(/\D/g, '');
  const contains = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const residentMatches = w.tx
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(
      w.scope.owns(
        unitMembers,
        or(
          sql`lower(${fullName(users)}) like ${contains}`,
          digits.length >= 3
            ? sql`regexp_replace(${users.mobile}, '\\D', '', 'g') like ${`%${digits}%`}`
            : undefined,
        ),
      ),
    );
  const found = await w.tx
    .select({
      unitID: units.id,
      unitNo: units.unitNo,
      buildingID: units.buildingId,
      buildingName: buildings.name,
    })
    .from(units)
    .leftJoin(buildings, eq(buildings.id, units.buildingId))
    .where(
      w.scope.owns(
        units,
        or(
          sql`replace(lower(${units.unitNo}), '-', '') like ${likePrefix(text.replaceAll('-', ''))}`,
          inArray(units.id, residentMatches),
        ),
      ),
    )
    .orderBy(units.unitNo)
    .limit(LIMIT);
  if (found.length === 0) return [];
  const residents = await w.tx
    .select({
      unitId: unitMembers.unitId,
      userID: unitMembers.userId,
      name: fullName(users),
      mobile: users.mobile,
      unitRole: unitMembers.unitRole,
    })
    .from(unitMembers)
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(
      and(
        w.scope.owns(unitMembers),
        inArray(
          unitMembers.unitId,
          found.map((u) => u.unitID),
        ),
      ),
    )
    .orderBy(unitMembers.unitRole);
  return found.map((u) => ({
    ...u,
    residents: residents
      .filter((r) => r.unitId === u.unitID)
      .map(({ unitId: _, name, ...r }) => ({ ...r, name: name ?? '' })),
  }));
}
