import { type BankAccount, type ChargeSettings, DEFAULT_CHARGES } from '@cc/contracts/billing';
import { DEFAULT_REMINDERS, type ReminderSettings } from '@cc/contracts/billing-reminder-ops';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { BillingWork } from './billing-work';
import { notFound } from './refusals';
import { billingAccounts, billingSettings } from './tables';

/** The community's billing settings row, or what a community without one starts with. */
export async function readSettings(w: BillingWork) {
  const [row] = await w.tx.select().from(billingSettings).where(w.scope.owns(billingSettings));
  return {
    contactPhone: row?.contactPhone ?? null,
    charges: { ...DEFAULT_CHARGES, ...(row?.charges ?? {}) } as ChargeSettings,
    reminders: row?.reminders ?? DEFAULT_REMINDERS,
  };
}

/** Writes one part of the settings row, making the row on first use. */
export async function writeSettings(
  w: BillingWork,
  change: { contactPhone: string } | { charges: ChargeSettings } | { reminders: ReminderSettings },
) {
  const stamp = { ...change, updatedAt: w.now, updatedBy: w.userId };
  await w.tx
    .insert(billingSettings)
    .values({ communityId: w.scope.communityId, ...stamp })
    .onConflictDoUpdate({ target: billingSettings.communityId, set: stamp });
}

const toAccount = (r: typeof billingAccounts.$inferSelect): BankAccount => ({
  accountID: r.id,
  kind: r.kind,
  accountName: r.accountName,
  bankCode: r.bankCode,
  accountNo: r.accountNo,
  promptpayKind: r.promptpayKind,
  promptpayID: r.promptpayId,
  createdAt: r.createdAt.toISOString(),
});

/** The accounts bills name (deleted ones stay in the table, out of the list), oldest first. */
export async function listAccounts(w: BillingWork): Promise<BankAccount[]> {
  const rows = await w.tx
    .select()
    .from(billingAccounts)
    .where(w.scope.owns(billingAccounts, isNull(billingAccounts.deletedAt)))
    .orderBy(asc(billingAccounts.createdAt), asc(billingAccounts.id));
  return rows.map(toAccount);
}

export async function addAccount(
  w: BillingWork,
  values: Omit<typeof billingAccounts.$inferInsert, 'communityId' | 'createdBy'>,
): Promise<BankAccount> {
  const [row] = await w.tx
    .insert(billingAccounts)
    .values({ ...values, communityId: w.scope.communityId, createdBy: w.userId })
    .returning();
  return toAccount(row!);
}

/** Marks an account deleted (who and when); another community's ID reads as no such account. */
export async function deleteAccount(w: BillingWork, accountId: string) {
  const [row] = await w.tx
    .update(billingAccounts)
    .set({ deletedAt: w.now, deletedBy: w.userId })
    .where(
      w.scope.owns(
        billingAccounts,
        and(eq(billingAccounts.id, accountId), isNull(billingAccounts.deletedAt)),
      ),
    )
    .returning({ id: billingAccounts.id });
  if (!row) throw notFound('BILLING_ACCOUNT_NOT_FOUND');
}

/** The PromptPay account a bill's QR pays into: the oldest one not deleted. */
export async function promptPayAccount(w: BillingWork) {
  const [row] = await w.tx
    .select()
    .from(billingAccounts)
    .where(
      w.scope.owns(billingAccounts, eq(billingAccounts.kind, 'PROMPTPAY'), isNull(billingAccounts.deletedAt)),
    )
    .orderBy(asc(billingAccounts.createdAt))
    .limit(1);
  return row;
}
