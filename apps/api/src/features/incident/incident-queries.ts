import type { IncidentListQuery } from '@cc/contracts/incident-inputs';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { decodeKey } from '../../platform/http/keyset';
import { notFound } from './refusals';
import { incidentCounters, incidentEvents, incidents } from './tables';

export type IncidentRow = typeof incidents.$inferSelect;
export type NewIncident = Omit<typeof incidents.$inferInsert, 'communityId' | 'no'>;
const i = incidents;

/** The incident a phone already sent under this client UUID, if any. */
export async function incidentByClientUuid(tx: Executor, scope: CommunityScope, clientUuid: string) {
  const [row] = await tx
    .select()
    .from(i)
    .where(scope.owns(i, eq(i.clientUuid, clientUuid)));
  return row;
}

/**
 * Locks the community's counter row (made on its first report), so reports of one community are
 * numbered one at a time; a replay waiting here sees the first report once it committed.
 */
export async function lockCounter(tx: Executor, scope: CommunityScope): Promise<number> {
  await tx.insert(incidentCounters).values({ communityId: scope.communityId }).onConflictDoNothing();
  const [row] = await tx
    .select({ lastNo: incidentCounters.lastNo })
    .from(incidentCounters)
    .where(scope.owns(incidentCounters))
    .for('update');
  return row!.lastNo;
}

export async function insertIncident(tx: Executor, scope: CommunityScope, no: number, values: NewIncident) {
  await tx.update(incidentCounters).set({ lastNo: no }).where(scope.owns(incidentCounters));
  const [row] = await tx
    .insert(i)
    .values({ ...values, communityId: scope.communityId, no })
    .returning();
  return row!;
}

/** One incident of the community; another community's ID reads as no such incident. */
export async function findIncident(tx: Executor, scope: CommunityScope, id: string, lock = false) {
  const q = tx
    .select()
    .from(i)
    .where(scope.owns(i, eq(i.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('INCIDENT_NOT_FOUND');
  return row;
}

export async function updateIncident(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  change: Partial<IncidentRow>,
) {
  const [row] = await tx
    .update(i)
    .set({ ...change, updatedAt: new Date() })
    .where(scope.owns(i, eq(i.id, id)))
    .returning();
  return row!;
}

export interface ListFilter
  extends Omit<IncidentListQuery, 'communityID' | 'lastKey' | 'limit' | 'from' | 'to'> {
  from?: Date;
  to?: Date;
  /** Only this reporter's incidents (a member who does not read them all). */
  reporter?: string;
}

function listWhere(scope: CommunityScope, f: ListFilter) {
  return scope.owns(
    i,
    f.status ? eq(i.status, f.status) : undefined,
    f.severity ? eq(i.severity, f.severity) : undefined,
    f.category ? eq(i.category, f.category) : undefined,
    f.reporter ? eq(i.reportedBy, f.reporter) : undefined,
    f.from ? gte(i.occurredAt, f.from) : undefined,
    f.to ? lt(i.occurredAt, f.to) : undefined,
  );
}

const keyset = (lastKey: string | undefined) => {
  const key = decodeKey(lastKey, 2);
  return key ? sql`(${i.occurredAt}, ${i.id}) < (${key[0]}::timestamptz, ${key[1]}::uuid)` : undefined;
};

/** A page (limit + 1 rows) by the time they occurred, newest first, matching the index. */
export function listIncidentRows(
  tx: Executor,
  scope: CommunityScope,
  f: ListFilter,
  lastKey: string | undefined,
  limit: number,
) {
  return tx
    .select()
    .from(i)
    .where(and(listWhere(scope, f), keyset(lastKey)))
    .orderBy(desc(i.occurredAt), desc(i.id))
    .limit(limit + 1);
}

/** Every matching row (the spreadsheet), newest first, at most `cap`. */
export function allIncidentRows(tx: Executor, scope: CommunityScope, f: ListFilter, cap: number) {
  return tx.select().from(i).where(listWhere(scope, f)).orderBy(desc(i.occurredAt), desc(i.id)).limit(cap);
}

export function countByStatus(tx: Executor, scope: CommunityScope, reporter?: string) {
  return tx
    .select({ status: i.status, n: sql<number>`count(*)::int` })
    .from(i)
    .where(listWhere(scope, { reporter }))
    .groupBy(i.status);
}

export type NewEvent = Omit<typeof incidentEvents.$inferInsert, 'communityId'>;

export async function recordEvent(tx: Executor, scope: CommunityScope, e: NewEvent) {
  await tx.insert(incidentEvents).values({ ...e, communityId: scope.communityId });
}

export function eventsOf(tx: Executor, scope: CommunityScope, incidentId: string) {
  return tx
    .select()
    .from(incidentEvents)
    .where(scope.owns(incidentEvents, eq(incidentEvents.incidentId, incidentId)))
    .orderBy(asc(incidentEvents.seq));
}
