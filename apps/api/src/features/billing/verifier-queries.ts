import { asc, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { BillingWork } from './billing-work';
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
