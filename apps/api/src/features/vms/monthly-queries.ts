import type { MonthlyEmailSetting } from '@cc/contracts/vms-report-ops';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communities } from '../../platform/tenancy/tables';
import { vmsReportMail, vmsReportMailSends } from './tables';

/** Until the office sets it: off, nobody. */
export const MONTHLY_OFF: MonthlyEmailSetting = { enabled: false, recipients: [] };

export async function loadMonthlySetting(tx: Executor, scope: CommunityScope): Promise<MonthlyEmailSetting> {
  const [row] = await tx.select().from(vmsReportMail).where(scope.owns(vmsReportMail));
  return row ? { enabled: row.enabled, recipients: row.recipients } : MONTHLY_OFF;
}

export async function saveMonthlySetting(tx: Executor, scope: CommunityScope, setting: MonthlyEmailSetting) {
  const values = { ...setting, updatedAt: new Date() };
  await tx
    .insert(vmsReportMail)
    .values({ communityId: scope.communityId, ...values })
    .onConflictDoUpdate({ target: vmsReportMail.communityId, set: values });
}

/** Takes the right to mail one month to one address: true once per (community, month, address). */
export async function claimMonthlySend(tx: Executor, scope: CommunityScope, month: string, address: string) {
  const rows = await tx
    .insert(vmsReportMailSends)
    .values({ communityId: scope.communityId, month, address })
    .onConflictDoNothing()
    .returning({ id: vmsReportMailSends.id });
  return rows.length === 1;
}

/** Gives the right back after the mailer refused the mail, so the job's next try sends it. */
export const releaseMonthlySend = (tx: Executor, scope: CommunityScope, month: string, address: string) =>
  tx
    .delete(vmsReportMailSends)
    .where(
      scope.owns(
        vmsReportMailSends,
        eq(vmsReportMailSends.month, month),
        eq(vmsReportMailSends.address, address),
      ),
    );

export const monthlySendsOf = (tx: Executor, scope: CommunityScope, month: string) =>
  tx
    .select({ address: vmsReportMailSends.address, sentAt: vmsReportMailSends.sentAt })
    .from(vmsReportMailSends)
    .where(scope.owns(vmsReportMailSends, eq(vmsReportMailSends.month, month)));

/** Communities whose monthly e-mail is on, with their zones (run across communities, at start-up). */
export const communitiesMailingMonthly = (tx: Executor) =>
  tx
    .select({ id: communities.id, timeZone: communities.timeZone })
    .from(vmsReportMail)
    .innerJoin(communities, eq(communities.id, vmsReportMail.communityId))
    .where(eq(vmsReportMail.enabled, true));
