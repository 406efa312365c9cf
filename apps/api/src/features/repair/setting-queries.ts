import type { AppointmentSetting, SlaSetting } from '@cc/contracts/repair-records';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { repairCategories, repairPriceItems, repairSettings, repairTechnicians } from './tables';

export const DEFAULT_APPOINTMENT: AppointmentSetting = {
  slots: [
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '16:00' },
  ],
  leadHours: 4,
  autoCloseDays: 3,
};
export const DEFAULT_SLA: SlaSetting = {
  workDays: [1, 2, 3, 4, 5, 6],
  workStart: '08:30',
  workEnd: '17:30',
  holidays: [],
  warnHours: 2,
};

/** The community's settings, or the defaults while it has saved none. */
export async function loadSettings(tx: Executor, scope: CommunityScope) {
  const [row] = await tx.select().from(repairSettings).where(scope.owns(repairSettings));
  if (!row) return { appointment: DEFAULT_APPOINTMENT, sla: DEFAULT_SLA };
  return {
    appointment: { slots: row.slots, leadHours: row.leadHours, autoCloseDays: row.autoCloseDays },
    sla: {
      workDays: row.workDays,
      workStart: row.workStart,
      workEnd: row.workEnd,
      holidays: row.holidays,
      warnHours: row.warnHours,
    },
  };
}

/** Saves one side of the settings, the other kept as it is (or its defaults). */
export async function saveSettings(
  tx: Executor,
  scope: CommunityScope,
  change: { appointment?: AppointmentSetting; sla?: SlaSetting },
) {
  const now = await loadSettings(tx, scope);
  const a = change.appointment ?? now.appointment;
  const s = change.sla ?? now.sla;
  const values = {
    slots: a.slots,
    leadHours: a.leadHours,
    autoCloseDays: a.autoCloseDays,
    workDays: s.workDays,
    workStart: s.workStart,
    workEnd: s.workEnd,
    holidays: s.holidays,
    warnHours: s.warnHours,
    updatedAt: new Date(),
  };
  await tx
    .insert(repairSettings)
    .values({ communityId: scope.communityId, ...values })
    .onConflictDoUpdate({ target: repairSettings.communityId, set: values });
}

/** The next request number of the community: one update, so two requests never share one. */
export async function nextRequestNo(tx: Executor, scope: CommunityScope): Promise<number> {
  const [row] = await tx
    .insert(repairSettings)
    .values({
      communityId: scope.communityId,
      slots: DEFAULT_APPOINTMENT.slots,
      leadHours: DEFAULT_APPOINTMENT.leadHours,
      autoCloseDays: DEFAULT_APPOINTMENT.autoCloseDays,
      ...DEFAULT_SLA,
      lastNo: 1,
    })
    .onConflictDoUpdate({
      target: repairSettings.communityId,
      set: { lastNo: sql`${repairSettings.lastNo} + 1` },
    })
    .returning({ no: repairSettings.lastNo });
  return row!.no;
}

export const categoryRows = (tx: Executor, scope: CommunityScope) =>
  tx
    .select()
    .from(repairCategories)
    .where(scope.owns(repairCategories))
    .orderBy(asc(repairCategories.sort), asc(repairCategories.name));

export const priceRows = (tx: Executor, scope: CommunityScope) =>
  tx.select().from(repairPriceItems).where(scope.owns(repairPriceItems)).orderBy(asc(repairPriceItems.code));

export const technicianRows = (tx: Executor, scope: CommunityScope) =>
  tx
    .select()
    .from(repairTechnicians)
    .where(scope.owns(repairTechnicians))
    .orderBy(asc(repairTechnicians.name));

export async function findCategory(tx: Executor, scope: CommunityScope, id: string) {
  const [row] = await tx
    .select()
    .from(repairCategories)
    .where(scope.owns(repairCategories, eq(repairCategories.id, id)));
  return row;
}
