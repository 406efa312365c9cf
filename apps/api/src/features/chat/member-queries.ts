import type { ChatMember } from '@cc/contracts/chat';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { userPreferences, users } from '../../platform/auth/tables';
import { displayName } from '../../platform/auth/user-names';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { containsPattern, decodeKey, pageOf } from '../../platform/http/keyset';
import { unitNosOf } from '../../platform/residence/residence-queries';
import { unitMembers, units } from '../../platform/residence/tables';
import { memberships } from '../../platform/tenancy/tables';
import { chatRooms } from './tables';

const memberColumns = {
  userId: memberships.userId,
  name: displayName,
  phone: users.mobile,
  email: users.email,
  unitNos: unitNosOf(memberships.communityId, memberships.userId),
  roomId: chatRooms.id,
  status: chatRooms.status,
  unread: chatRooms.officeUnread,
  joinedAt: memberships.createdAt,
  imageUrl: users.imageUrl,
};

const selectMembers = (tx: Executor, scope: CommunityScope) =>
  tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(chatRooms, scope.owns(chatRooms, eq(chatRooms.residentId, memberships.userId)));

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['where']>>[number];

export const toMember = (r: MemberRow): ChatMember => ({
  userID: r.userId,
  name: r.name,
  phone: r.phone,
  email: r.email,
  unitNos: r.unitNos ?? [],
  roomID: r.roomId,
  status: r.status,
  unread: r.unread ?? 0,
});

/** Residents by name, searchable by unit, name or phone; keyset on (name, id). */
export async function listMembers(
  tx: Executor,
  scope: CommunityScope,
  f: { search?: string; lastKey?: string; limit: number },
) {
  const key = decodeKey(f.lastKey, 2) as [string, string] | undefined;
  const pattern = f.search ? containsPattern(f.search) : undefined;
  const rows = await selectMembers(tx, scope)
    .where(
      and(
        eq(memberships.communityId, scope.communityId),
        eq(memberships.role, 'RESIDENT'),
        pattern
          ? sql`(${displayName} ilike ${pattern} or ${users.mobile} ilike ${pattern} or ${users.email} ilike ${pattern}
              or exists (select 1 from ${unitMembers} join ${units} on ${units.id} = ${unitMembers.unitId}
                where ${unitMembers.communityId} = ${memberships.communityId}
                  and ${unitMembers.userId} = ${memberships.userId} and ${units.unitNo} ilike ${pattern}))`
          : undefined,
        key
          ? or(gt(displayName, key[0]), and(eq(displayName, key[0]), gt(memberships.userId, key[1])))
          : undefined,
      ),
    )
    .orderBy(asc(displayName), asc(memberships.userId))
    .limit(f.limit + 1);
  const page = pageOf(rows, f.limit, (r) => [r.name, r.userId]);
  return { items: page.items.map(toMember), lastKey: page.lastKey };
}

/** One member of the community with their room, or null for anyone else. */
export async function findMember(tx: Executor, scope: CommunityScope, userId: string) {
  const [row] = await selectMembers(tx, scope).where(
    and(eq(memberships.communityId, scope.communityId), eq(memberships.userId, userId)),
  );
  if (!row) return null;
  return { ...row, lang: (await storedLanguage(tx, userId)) ?? 'th' };
}

/** The language the member chose in the app or console (stored preference), if any. */
export async function storedLanguage(tx: Executor, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ value: userPreferences.value })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, 'lang')));
  return row?.value ?? null;
}
