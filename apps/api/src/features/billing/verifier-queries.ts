import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { communityRolePermissions, memberships } from '../../platform/tenancy/tables';
import type { BillingWork } from './billing-work';
import { badRequest } from './refusals';
import { billingVerifiers } from './tables';

/** The community's payment verifiers with their names, first added first. */
export async function listVerifiers(w: BillingWork) {
  const rows = await w.tx
    .select({
      userID: billingVerifiers.userId,
      email: users.email,
      addedAt: billingVerifiers.addedAt,
    })
    .from(billingVerifiers)
    .innerJoin(users, eq(users.id, billingVerifiers.userId))
    .where(w.scope.owns(billingVerifiers))
    .orderBy(asc(billingVerifiers.addedAt), asc(billingVerifiers.userId));
  return rows.map((r) => ({ ...r, addedAt: r.addedAt.toISOString() }));
}

export async function verifierIds(w: BillingWork): Promise<string[]> {
  const rows = await w.tx
    .select({ id: billingVerifiers.userId })
    .from(billingVerifiers)
    .where(w.scope.owns(billingVerifiers));
  return rows.map((r) => r.id);
}

/** Whether the user is on the community's verifier list. */
export async function isVerifier(w: BillingWork, userId: string) {
  const [row] = await w.tx
    .select({ id: billingVerifiers.userId })
    .from(billingVerifiers)
    .where(w.scope.owns(billingVerifiers, eq(billingVerifiers.userId, userId)));
  return row !== undefined;
}

/**
 * Puts a member on the list; only one whose role holds BILLING:approve in this community (by its
 * own matrix) may be, since the list narrows who approves and never widens it. Adding twice is
 * harmless.
 */
export async function addVerifier(w: BillingWork, userId: string) {
  const [member] = await w.tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(
      communityRolePermissions,
      and(
        eq(communityRolePermissions.communityId, memberships.communityId),
        eq(communityRolePermissions.role, memberships.role),
        eq(communityRolePermissions.permission, 'BILLING:approve'),
      ),
    )
    .where(w.scope.owns(memberships, eq(memberships.userId, userId)));
  if (!member) throw badRequest('BILLING_VERIFIER_NOT_MEMBER');
  await w.tx
    .insert(billingVerifiers)
    .values({ communityId: w.scope.communityId, userId, addedBy: w.userId })
    .onConflictDoNothing();
}

export async function removeVerifier(w: BillingWork, userId: string) {
  await w.tx
    .delete(billingVerifiers)
    .where(w.scope.owns(billingVerifiers, eq(billingVerifiers.userId, userId)));
}
