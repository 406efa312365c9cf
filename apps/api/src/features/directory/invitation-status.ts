import type { INVITATION_STATUSES } from '@cc/contracts/invitation';
import { and, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
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
