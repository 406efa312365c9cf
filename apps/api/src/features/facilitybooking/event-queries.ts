import type { FacilityEvent } from '@cc/contracts/facilitybooking';
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { notFound } from './refusals';
import { facilities, facilityEvents } from './tables';

export type EventRow = typeof facilityEvents.$inferSelect;

/** Live events of the facilities whose extent meets the instant range (occurrences are worked out after). */
export function eventsMeeting(
  tx: Executor,
  scope: CommunityScope,
  facilityIds: string[] | null,
  from: Date,
  to: Date,
) {
  const e = facilityEvents;
  return tx
    .select()
    .from(e)
    .where(
      scope.owns(
        e,
        facilityIds
          ? inArray(e.facilityId, facilityIds.length ? facilityIds : ['00000000-0000-0000-0000-000000000000'])
          : undefined,
        isNull(e.deletedAt),
        lt(e.startsAt, to),
        or(isNull(e.until), gt(e.until, from)),
      ),
    )
    .orderBy(asc(e.startsAt));
}

export async function findEvent(tx: Executor, scope: CommunityScope, id: string, live = true) {
  const e = facilityEvents;
  const [row] = await tx
    .select()
    .from(e)
    .where(scope.owns(e, eq(e.id, id), live ? isNull(e.deletedAt) : undefined));
  if (!row) throw notFound('EVENT_NOT_FOUND');
  return row;
}

/** Names of facilities by id, for answers that show them. */
export async function facilityNames(tx: Executor, scope: CommunityScope): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(scope.owns(facilities));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const toEvent = (row: EventRow, facilityName: string): FacilityEvent => ({
  eventID: row.id,
  facilityID: row.facilityId,
  facilityName,
  title: row.title,
  date: row.date,
  startTime: row.startTime,
  endTime: row.endTime,
  rrule: row.rrule,
  exdates: row.exdates,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

export async function insertEvent(tx: Executor, values: typeof facilityEvents.$inferInsert) {
  const [row] = await tx.insert(facilityEvents).values(values).returning();
  return row!;
}

export async function updateEventRow(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  values: Partial<EventRow>,
) {
  const [row] = await tx
    .update(facilityEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(scope.owns(facilityEvents, and(eq(facilityEvents.id, id), isNull(facilityEvents.deletedAt))))
    .returning();
  if (!row) throw notFound('EVENT_NOT_FOUND');
  return row;
}
