import type { ANNOUNCEMENT_TABS } from '@cc/contracts/announcement';
import { and, asc, desc, eq, gt, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../../platform/errors';
import { containsPattern, decodeKey } from '../../platform/http/keyset';
import { announcements } from './tables';

const a = announcements;
const pinnedRank = sql`(case when ${a.pinned} then 1 else 0 end)`;
const notExpired = or(isNull(a.expiresAt), gt(a.expiresAt, sql`now()`))!;

/** A page order: a rank (pinned first, where it applies), a time, then the id as tie-breaker. */
export interface PageOrder {
  rank: SQL;
  at: PgColumn;
  dir: 'asc' | 'desc';
}

type Tab = (typeof ANNOUNCEMENT_TABS)[number];
export const TABS: Record<Tab, PageOrder & { where: SQL }> = {
  PUBLISHED: {
    where: and(eq(a.status, 'PUBLISHED'), notExpired)!,
    rank: pinnedRank,
    at: a.publishedAt,
    dir: 'desc',
  },
  DRAFT: { where: eq(a.status, 'DRAFT'), rank: sql`0::int`, at: a.updatedAt, dir: 'desc' },
  SCHEDULED: { where: eq(a.status, 'SCHEDULED'), rank: sql`0::int`, at: a.publishAt, dir: 'asc' },
  EXPIRED: {
    where: and(eq(a.status, 'PUBLISHED'), lte(a.expiresAt, sql`now()`))!,
    rank: sql`0::int`,
    at: a.expiresAt,
    dir: 'desc',
  },
};

/** What residents may see at all: published, not expired, not deleted. */
export const RESIDENT_ORDER: PageOrder = { rank: pinnedRank, at: a.publishedAt, dir: 'desc' };
export const visibleToResidents = and(eq(a.status, 'PUBLISHED'), notExpired, isNull(a.deletedAt))!;

export function searchCondition(q: string | undefined, category: string | undefined) {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    pattern ? or(ilike(a.title, pattern), ilike(a.body, pattern)) : undefined,
    category ? eq(a.category, category as typeof a.$inferSelect.category) : undefined,
  );
}

/**
 * The sort key travels as the database's own text for the time, so microseconds survive the
 * round trip and no row is skipped or repeated between pages.
 */
export const sortKeySql = (o: PageOrder) => sql<string>`${o.at}::text`;
export const rankSql = (o: PageOrder) => sql<number>`${o.rank}`.mapWith(Number);

const TIME_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

export function afterKey(o: PageOrder, lastKey: string | undefined): SQL | undefined {
  const key = decodeKey(lastKey, 3);
  if (!key) return undefined;
  const [rank, at, id] = key;
  if (
    typeof rank !== 'number' ||
    typeof at !== 'string' ||
    !TIME_TEXT.test(at) ||
    typeof id !== 'string' ||
    !/^[0-9a-f-]{36}$/.test(id)
  )
    throw badRequest('BAD_LAST_KEY');
  const op = o.dir === 'desc' ? sql`<` : sql`>`;
  return sql`(${o.rank}, ${o.at}, ${a.id}) ${op} (${rank}, ${at}::timestamptz, ${id}::uuid)`;
}

export const orderOf = (o: PageOrder) => {
  const by = o.dir === 'desc' ? desc : asc;
  return [by(o.rank), by(o.at), by(a.id)];
};
