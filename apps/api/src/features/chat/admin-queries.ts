import type { ChatAdmin } from '@cc/contracts/chat';
import { STAFF_ROLES } from '@cc/contracts/roles';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { displayName } from '../../platform/auth/user-names';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { memberships } from '../../platform/tenancy/tables';
import { freshSince } from './presence-queries';
import { chatAdmins, chatPresence } from './tables';

export async function isChatAdmin(tx: Executor, scope: CommunityScope, userId: string) {
  const [row] = await tx
    .select({ userId: chatAdmins.userId })
    .from(chatAdmins)
    .where(scope.owns(chatAdmins, eq(chatAdmins.userId, userId)));
  return !!row;
}

/** The admins who are still staff members of the community: the office side of every room. */
export async function chatAdminIds(tx: Executor, scope: CommunityScope): Promise<string[]> {
  const rows = await tx
    .select({ userId: chatAdmins.userId })
    .from(chatAdmins)
    .innerJoin(
      memberships,
      and(eq(memberships.communityId, chatAdmins.communityId), eq(memberships.userId, chatAdmins.userId)),
    )
    .where(scope.owns(chatAdmins));
  return rows.map((r) => r.userId);
}

export async function listAdmins(tx: Executor, scope: CommunityScope): Promise<ChatAdmin[]> {
  const since = freshSince();
  const rows = await tx
    .select({
      userId: chatAdmins.userId,
      name: displayName,
      email: users.email,
      role: memberships.role,
      addedAt: chatAdmins.addedAt,
      online: sql<boolean>`exists (select 1 from ${chatPresence}
        where ${chatPresence.communityId} = ${chatAdmins.communityId} and ${chatPresence.userId} = ${chatAdmins.userId}
          and ${chatPresence.refreshedAt} > ${since})`,
    })
    .from(chatAdmins)
    .innerJoin(users, eq(users.id, chatAdmins.userId))
    .innerJoin(
      memberships,
      and(eq(memberships.communityId, chatAdmins.communityId), eq(memberships.userId, chatAdmins.userId)),
    )
    .where(scope.owns(chatAdmins))
    .orderBy(asc(chatAdmins.addedAt), asc(chatAdmins.userId));
  return rows.map((r) => ({
    userID: r.userId,
    name: r.name,
    email: r.email,
    role: r.role,
    online: r.online,
    addedAt: r.addedAt.toISOString(),
  }));
}

/** Staff of the community not on the list yet: whom the preference page offers to add. */
export async function adminCandidates(tx: Executor, scope: CommunityScope) {
  return tx
    .select({ userID: memberships.userId, name: displayName, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.communityId, scope.communityId),
        inArray(memberships.role, [...STAFF_ROLES]),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(chatAdmins)
            .where(scope.owns(chatAdmins, eq(chatAdmins.userId, memberships.userId))),
        ),
      ),
    )
    .orderBy(asc(users.email));
}

export async function staffRoleOf(tx: Executor, scope: CommunityScope, userId: string) {
  const [row] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.communityId, scope.communityId), eq(memberships.userId, userId)));
  return row?.role ?? null;
}

export async function insertAdmin(tx: Executor, scope: CommunityScope, userId: string, addedBy: string) {
  await tx
    .insert(chatAdmins)
    .values({ communityId: scope.communityId, userId, addedBy })
    .onConflictDoNothing();
}

/** Removes one admin unless they are the last: the list's rows are locked while counting. */
export async function deleteAdminUnlessLast(tx: Executor, scope: CommunityScope, userId: string) {
  const all = await tx
    .select({ userId: chatAdmins.userId })
    .from(chatAdmins)
    .where(scope.owns(chatAdmins))
    .for('update');
  if (!all.some((a) => a.userId === userId)) return 'absent' as const;
  if (all.length <= 1) return 'last' as const;
  await tx.delete(chatAdmins).where(scope.owns(chatAdmins, eq(chatAdmins.userId, userId)));
  return 'removed' as const;
}
