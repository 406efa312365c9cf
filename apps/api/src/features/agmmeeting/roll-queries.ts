import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { unitMembers, units } from '../../platform/residence/tables';
import type { Figure } from './rule-math';
import { agmAttendance, agmMeetings, agmRoll } from './tables';

export interface RollTotals {
  /** Eligible units: all votes, all units. */
  all: Figure;
  units: number;
  directoryWeight: bigint;
}

/** The roll's totals: what "all votes" means for the rules. */
export async function rollTotals(
  tx: Executor,
  scope: CommunityScope,
  meetingId: string,
): Promise<RollTotals> {
  const [row] = await tx
    .select({
      weight: sql<string>`coalesce(sum(${agmRoll.weight}) filter (where ${agmRoll.eligible}), 0)::text`,
      eligible: sql<number>`(count(*) filter (where ${agmRoll.eligible}))::int`,
      units: sql<number>`count(*)::int`,
      directory: sql<string>`coalesce(sum(${agmRoll.directoryWeight}), 0)::text`,
    })
    .from(agmRoll)
    .where(scope.owns(agmRoll, eq(agmRoll.meetingId, meetingId)));
  return {
    all: { weight: BigInt(row?.weight ?? '0'), units: Number(row?.eligible ?? 0) },
    units: Number(row?.units ?? 0),
    directoryWeight: BigInt(row?.directory ?? '0'),
  };
}

/** One unit's roll entry, or none. */
export async function rollEntry(tx: Executor, scope: CommunityScope, meetingId: string, unitId: string) {
  const [row] = await tx
    .select()
    .from(agmRoll)
    .where(scope.owns(agmRoll, and(eq(agmRoll.meetingId, meetingId), eq(agmRoll.unitId, unitId))));
  return row ?? null;
}

export interface DirectoryUnit {
  unitId: string;
  unitNo: string;
  ownershipRatio: string | null;
  owners: { userID: string; name: string; email: string }[];
}

/** Every unit of the community with its owners (unit role OWNER), by unit number. */
export async function directoryUnits(tx: Executor, scope: CommunityScope): Promise<DirectoryUnit[]> {
  const rows = await tx
    .select({
      unitId: units.id,
      unitNo: units.unitNo,
      ratio: sql<string | null>`${units.ownershipRatio}::text`,
      userId: unitMembers.userId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(units)
    .leftJoin(unitMembers, and(eq(unitMembers.unitId, units.id), eq(unitMembers.unitRole, 'OWNER')))
    .leftJoin(users, eq(users.id, unitMembers.userId))
    .where(scope.owns(units))
    .orderBy(asc(units.unitNo), asc(unitMembers.createdAt));
  const byUnit = new Map<string, DirectoryUnit>();
  for (const r of rows) {
    const u = byUnit.get(r.unitId) ?? {
      unitId: r.unitId,
      unitNo: r.unitNo,
      ownershipRatio: r.ratio,
      owners: [],
    };
    byUnit.set(r.unitId, u);
    if (r.userId) {
      const name = `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim() || (r.email ?? '');
      u.owners.push({ userID: r.userId, name, email: r.email ?? '' });
    }
  }
  return [...byUnit.values()];
}

/** The roll of a meeting by unit number (with a search on the unit number or an owner's name). */
export async function rollRows(tx: Executor, scope: CommunityScope, meetingId: string, search?: string) {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return tx
    .select()
    .from(agmRoll)
    .where(
      scope.owns(
        agmRoll,
        eq(agmRoll.meetingId, meetingId),
        like ? or(ilike(agmRoll.unitNo, like), sql`${agmRoll.owners}::text ilike ${like}`) : undefined,
      ),
    )
    .orderBy(asc(agmRoll.unitNo));
}

/**
 * All votes and the present ones in one pass over the roll (eligible units; present: checked in
 * and not gone): what the quorum and every item's base are taken of.
 */
export async function meetingFigures(tx: Executor, scope: CommunityScope, meetingId: string) {
  const [row] = await tx
    .select({
      all: sql<string>`coalesce(sum(${agmRoll.weight}) filter (where ${agmRoll.eligible}), 0)::text`,
      allUnits: sql<number>`(count(*) filter (where ${agmRoll.eligible}))::int`,
      present: sql<string>`coalesce(sum(${agmRoll.weight}) filter (where ${agmRoll.eligible} and ${agmAttendance.id} is not null and ${agmAttendance.checkedOutAt} is null), 0)::text`,
      presentUnits: sql<number>`(count(*) filter (where ${agmRoll.eligible} and ${agmAttendance.id} is not null and ${agmAttendance.checkedOutAt} is null))::int`,
    })
    .from(agmRoll)
    .leftJoin(
      agmAttendance,
      and(eq(agmAttendance.meetingId, agmRoll.meetingId), eq(agmAttendance.unitId, agmRoll.unitId)),
    )
    .where(scope.owns(agmRoll, eq(agmRoll.meetingId, meetingId)));
  return {
    all: { weight: BigInt(row?.all ?? '0'), units: Number(row?.allUnits ?? 0) },
    present: { weight: BigInt(row?.present ?? '0'), units: Number(row?.presentUnits ?? 0) },
  };
}

/** Writes the meeting's stored figures from the roll and attendance; the caller holds the meeting's lock. */
export async function storeMeetingFigures(
  tx: Executor,
  scope: Pick<CommunityScope, 'communityId' | 'owns'>,
  meetingId: string,
) {
  const f = await meetingFigures(tx, scope as CommunityScope, meetingId);
  await tx
    .update(agmMeetings)
    .set({
      allWeight: f.all.weight,
      allUnits: f.all.units,
      presentWeight: f.present.weight,
      presentUnits: f.present.units,
    })
    .where(scope.owns(agmMeetings, eq(agmMeetings.id, meetingId)));
}
