import type { Role } from '@cc/contracts/roles';
import {
  SOS_DEFAULT_CONTACTS,
  SOS_DEFAULT_REPEAT_SECONDS,
  SOS_DEFAULT_ROLES,
  type SosSetting,
  type SosStatus,
} from '@cc/contracts/sos';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { memberships } from '../../platform/tenancy/tables';
import { notFound } from './refusals';
import { sosAlerts, sosSettings } from './tables';

export type AlertRow = typeof sosAlerts.$inferSelect;
const a = sosAlerts;

/** The community's SOS settings; until first saved, the Thai defaults (residents may raise). */
export async function readSosSetting(tx: Executor, scope: CommunityScope): Promise<SosSetting> {
  const [row] = await tx.select().from(sosSettings).where(scope.owns(sosSettings));
  if (!row)
    return {
      contacts: SOS_DEFAULT_CONTACTS.map((c) => ({ ...c })),
      alertRoles: [...SOS_DEFAULT_ROLES],
      repeatSeconds: SOS_DEFAULT_REPEAT_SECONDS,
      residentsMaySos: true,
    };
  return {
    contacts: row.contacts,
    alertRoles: row.alertRoles as SosSetting['alertRoles'],
    repeatSeconds: row.repeatSeconds,
    residentsMaySos: row.residentsMaySos,
  };
}

export async function saveSosSetting(tx: Executor, scope: CommunityScope, s: SosSetting) {
  const values = { ...s, updatedAt: new Date() };
  await tx
    .insert(sosSettings)
    .values({ communityId: scope.communityId, ...values })
    .onConflictDoUpdate({ target: sosSettings.communityId, set: values });
}

/** The members whose role is alerted, the raiser left out. */
export async function alertedMembers(
  tx: Executor,
  scope: CommunityScope,
  roles: readonly string[],
  raiser: string,
) {
  if (!roles.length) return [];
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(scope.owns(memberships, inArray(memberships.role, roles as Role[])));
  return rows.map((r) => r.userId).filter((id) => id !== raiser);
}

export async function openAlertOf(tx: Executor, scope: CommunityScope, userId: string) {
  const [row] = await tx
    .select()
    .from(a)
    .where(scope.owns(a, eq(a.raisedBy, userId), eq(a.status, 'OPEN')));
  return row;
}

/** A new OPEN alert, or none when the same person's other press got there first. */
export async function insertAlert(
  tx: Executor,
  scope: CommunityScope,
  values: Omit<typeof a.$inferInsert, 'communityId'>,
) {
  const [row] = await tx
    .insert(a)
    .values({ ...values, communityId: scope.communityId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findAlert(tx: Executor, scope: CommunityScope, id: string, lock = false) {
  const q = tx
    .select()
    .from(a)
    .where(scope.owns(a, eq(a.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('SOS_ALERT_NOT_FOUND');
  return row;
}

export async function updateAlert(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  change: Partial<AlertRow>,
) {
  const [row] = await tx
    .update(a)
    .set(change)
    .where(scope.owns(a, eq(a.id, id)))
    .returning();
  return row!;
}

/** The newest alerts (at most 100), by status and raiser. */
export function listAlerts(
  tx: Executor,
  scope: CommunityScope,
  f: { status?: SosStatus; raisedBy?: string },
) {
  return tx
    .select()
    .from(a)
    .where(
      scope.owns(
        a,
        and(
          f.status ? eq(a.status, f.status) : undefined,
          f.raisedBy ? eq(a.raisedBy, f.raisedBy) : undefined,
        ),
      ),
    )
    .orderBy(desc(a.raisedAt), desc(a.id))
    .limit(100);
}
