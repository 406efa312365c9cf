import { and, eq, like } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { communityScope } from '../../platform/db/community-scope';
import type { Log } from '../../platform/jobs/job-runner';
import { unitMembers } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { memberships } from '../../platform/tenancy/tables';
import type { ReminderMessage } from './reminder-sweep';

/** The e-mail addresses of a unit's residents who are members of the community. */
async function residentAddresses(s: AppServices, communityId: string, unitId: string) {
  const scope = communityScope(s.db, communityId);
  const rows = await scope.run((tx) =>
    tx
      .selectDistinct({ email: users.email })
      .from(unitMembers)
      .innerJoin(
        memberships,
        and(eq(memberships.communityId, unitMembers.communityId), eq(memberships.userId, unitMembers.userId)),
      )
      .innerJoin(users, eq(users.id, unitMembers.userId))
      .where(scope.owns(unitMembers, eq(unitMembers.unitId, unitId), like(users.email, '%@%'))),
  );
  return rows.map((r) => r.email);
}

/**
 * Mails a reminder to its unit's residents, in Thai like the bill. Each address is tried once:
 * a failure is logged, and the others still get theirs.
 */
export async function mailReminder(s: AppServices, communityId: string, m: ReminderMessage, log: Log) {
  const link = `${s.config.PUBLIC_URL}/dashboard/billing/list/detail/${m.bill.id}`;
  const text = `${m.body}\n\n${link}`;
  const results = await Promise.allSettled(
    (await residentAddresses(s, communityId, m.bill.unitId)).map((to) =>
      s.mailer.send({ to, subject: m.title, text }),
    ),
  );
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) log.warn({ billID: m.bill.id, step: m.step, failed }, 'bill reminder e-mails failed');
}
