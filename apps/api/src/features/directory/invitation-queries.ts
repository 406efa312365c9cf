import type { INVITATION_KINDS, INVITATION_STATUSES } from '@cc/contracts/invitation';
import { and, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { containsPattern } from '../../platform/http/keyset';
import { units } from '../../platform/residence/tables';
import { invitationCodes as inv } from './tables';

type Status = (typeof INVITATION_STATUSES)[number];

/** A code is pending while unused, unrevoked and unexpired: the one definition list, count and redeem share. */
export const pendingCode = () =>
  and(isNull(inv.usedAt), isNull(inv.revokedAt), gt(inv.expiresAt, sql`now()`))!;

export const STATUS_WHERE: Record<Status, () => SQL> = {
  PENDING: pendingCode,
  USED: () => isNotNull(inv.usedAt),
  EXPIRED: () => and(isNull(inv.usedAt), isNull(inv.revokedAt), lte(inv.expiresAt, sql`now()`))!,
  REVOKED: () => isNotNull(inv.revokedAt),
};
export const statusOf = sql<Status>`case when ${inv.revokedAt} is not null then 'REVOKED' when ${inv.usedAt} is not null then 'USED'
  when ${inv.expiresAt} <= now() then 'EXPIRED' else 'PENDING' end`;

const creator = alias(users, 'creator');
const redeemer = alias(users, 'redeemer');

/**
 * One page of the community's codes, newest first, after the keyset `after` (created time as
 * text, code); `q` matches the code (as `code`, normalised) or the unit number. `key` is the
 * created time as Postgres prints it, for the next key.
 */
export function invitationPage(
  tx: Executor,
  scope: CommunityScope,
  query: {
    q?: string;
    code?: string;
    unitNo?: string;
    kind?: (typeof INVITATION_KINDS)[number];
    status?: Status;
    after?: readonly (string | number | null)[];
    limit: number;
  },
) {
  const { q, code, unitNo, kind, status, after, limit } = query;
  return tx
    .select({
      key: sql<string>`${inv.createdAt}::text`,
      code: inv.code,
      kind: inv.kind,
      unitNo: units.unitNo,
      unitRole: inv.unitRole,
      role: inv.role,
      status: statusOf,
      expiresAt: inv.expiresAt,
      createdAt: inv.createdAt,
      createdBy: creator.email,
      usedAt: inv.usedAt,
      usedBy: redeemer.email,
    })
    .from(inv)
    .leftJoin(units, eq(units.id, inv.unitId))
    .leftJoin(creator, eq(creator.id, inv.createdBy))
    .leftJoin(redeemer, eq(redeemer.id, inv.usedBy))
    .where(
      scope.owns(
        inv,
        q
          ? or(ilike(inv.code, containsPattern(code || q)), ilike(units.unitNo, containsPattern(q)))
          : undefined,
        unitNo ? eq(units.unitNo, unitNo) : undefined,
        kind ? eq(inv.kind, kind) : undefined,
        status ? STATUS_WHERE[status]() : undefined,
        after ? sql`(${inv.createdAt}, ${inv.code}) < (${after[0]}::timestamptz, ${after[1]})` : undefined,
      ),
    )
    .orderBy(desc(inv.createdAt), desc(inv.code))
    .limit(limit);
}
