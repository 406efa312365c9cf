import type { SuggestionState, SuggestionTabState } from '@cc/contracts/suggestion-records';
import { asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { displayName } from '../../platform/auth/user-names';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { decodeKey } from '../../platform/http/keyset';
import { unitMembers, units } from '../../platform/residence/tables';
import { notFound } from './refusals';
import { suggestionEvents, suggestions } from './tables';

const s = suggestions;
export type SuggestionRow = typeof s.$inferSelect;
export const TAGS = ['suggestion'];

/** One suggestion of the community (deleted ones too: acting on one is refused naming its state). */
export async function findSuggestion(tx: Executor, scope: CommunityScope, id: string, lock = false) {
  const query = tx
    .select()
    .from(s)
    .where(scope.owns(s, eq(s.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('SUGGESTION_NOT_FOUND');
  return row;
}

export async function insertSuggestion(tx: Executor, values: typeof s.$inferInsert) {
  const [row] = await tx.insert(s).values(values).returning();
  return row!;
}

/** Writes a change and takes the version one up; the caller holds the row's lock. */
export async function updateSuggestion(
  tx: Executor,
  scope: CommunityScope,
  row: SuggestionRow,
  values: Partial<SuggestionRow>,
  now: Date,
) {
  const [next] = await tx
    .update(s)
    .set({ ...values, version: row.version + 1, updatedAt: now })
    .where(scope.owns(s, eq(s.id, row.id)))
    .returning();
  return next!;
}

export async function recordEvent(
  tx: Executor,
  scope: CommunityScope,
  e: Omit<typeof suggestionEvents.$inferInsert, 'communityId'>,
) {
  await tx.insert(suggestionEvents).values({ ...e, communityId: scope.communityId });
}

export const eventsOf = (tx: Executor, scope: CommunityScope, id: string) =>
  tx
    .select()
    .from(suggestionEvents)
    .where(scope.owns(suggestionEvents, eq(suggestionEvents.suggestionId, id)))
    .orderBy(asc(suggestionEvents.at));

export interface ListFilter {
  state?: SuggestionTabState;
  category?: string;
  from?: Date;
  to?: Date;
  authorUserId?: string;
  lastKey?: string;
}

/** Newest first, keyset on (created_at, id) so a page never skips or repeats a row. */
export function listWhere(scope: CommunityScope, f: ListFilter) {
  const key = decodeKey(f.lastKey, 2);
  return scope.owns(
    s,
    f.state ? eq(s.state, f.state) : ne(s.state, 'DELETED'),
    f.category ? eq(s.category, f.category) : undefined,
    f.from ? gte(s.createdAt, f.from) : undefined,
    f.to ? lt(s.createdAt, f.to) : undefined,
    f.authorUserId ? eq(s.authorUserId, f.authorUserId) : undefined,
    key ? sql`(${s.createdAt}, ${s.id}) < (${key[0]}::timestamptz, ${key[1]}::uuid)` : undefined,
  );
}

export const listRows = (tx: Executor, scope: CommunityScope, f: ListFilter, limit: number) =>
  tx.select().from(s).where(listWhere(scope, f)).orderBy(desc(s.createdAt), desc(s.id)).limit(limit);

/** Per state, and when the oldest one still NEW was written. */
export async function countRows(tx: Executor, scope: CommunityScope) {
  const rows = await tx
    .select({ state: s.state, n: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${s.createdAt})` })
    .from(s)
    .where(scope.owns(s, ne(s.state, 'DELETED')))
    .groupBy(s.state);
  return rows as { state: SuggestionState; n: number; oldest: Date | string | null }[];
}

/** Authors' names and unit numbers, for the rows that are not anonymous. */
export async function authorsOf(tx: Executor, scope: CommunityScope, rows: SuggestionRow[]) {
  const named = rows.filter((r) => !r.anonymous);
  const userIds = [...new Set(named.map((r) => r.authorUserId).filter((id): id is string => !!id))];
  const unitIds = [...new Set(named.map((r) => r.unitId).filter((id): id is string => !!id))];
  const people = userIds.length
    ? await tx.select({ id: users.id, name: displayName }).from(users).where(inArray(users.id, userIds))
    : [];
  const rooms = unitIds.length
    ? await tx
        .select({ id: units.id, unitNo: units.unitNo })
        .from(units)
        .where(scope.owns(units, inArray(units.id, unitIds)))
    : [];
  return {
    names: new Map(people.map((p) => [p.id, p.name])),
    unitNos: new Map(rooms.map((u) => [u.id, u.unitNo])),
  };
}

/** Suggestions written in [from, to) not yet deleted: a digest's content. */
export const writtenBetween = (tx: Executor, scope: CommunityScope, from: Date, to: Date) =>
  tx
    .select()
    .from(s)
    .where(scope.owns(s, gte(s.createdAt, from), lt(s.createdAt, to), isNull(s.deletedAt)))
    .orderBy(asc(s.createdAt));

/** The unit the author lives in: the one named (if theirs) or their first; null for none. */
export async function authorUnit(
  tx: Executor,
  scope: CommunityScope,
  userId: string,
  unitId: string | undefined,
): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(
      scope.owns(
        unitMembers,
        eq(unitMembers.userId, userId),
        unitId ? eq(unitMembers.unitId, unitId) : undefined,
      ),
    )
    .orderBy(asc(unitMembers.unitId))
    .limit(1);
  if (unitId) return row?.unitId; // undefined: not a unit the caller lives in
  return row?.unitId ?? null;
}
