import type { Facility } from '@cc/contracts/facilitybooking';
import type { FacilityFields } from '@cc/contracts/facilitybooking-inputs';
import type { facilities } from './tables';

export type FacilityRow = typeof facilities.$inferSelect;

/** A facility as the operations answer it; photos become signed links. */
export const toFacility = (
  row: FacilityRow,
  fileUrl: (stored: string | null) => string | null,
): Facility => ({
  facilityID: row.id,
  name: row.name,
  description: row.description,
  rules: row.rules,
  photos: row.photos.map((p) => ({ photoID: p.photoID, url: fileUrl(p.key) ?? '' })),
  slotMinutes: row.slotMinutes,
  capacity: row.capacity,
  maxPeople: row.maxPeople,
  limits: { perDay: row.limitPerDay, perWeek: row.limitPerWeek, open: row.limitOpen },
  advanceDays: row.advanceDays,
  opensAt: row.opensAt,
  noticeMinutes: row.noticeMinutes,
  cancelCutoffMinutes: row.cancelCutoffMinutes,
  requiresApproval: row.requiresApproval,
  feeSatang: row.feeSatang,
  depositSatang: row.depositSatang,
  audience: row.audience,
  checkInGraceMinutes: row.checkInGraceMinutes,
  hours: row.hours,
  closedDates: row.closedDates,
  archived: row.archivedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The columns a form's fields set (a partial form sets only what it names). */
export function columnsOf(f: Partial<FacilityFields>) {
  const limits = f.limits;
  return Object.fromEntries(
    Object.entries({
      name: f.name,
      description: f.description === undefined ? undefined : f.description || null,
      rules: f.rules === undefined ? undefined : f.rules || null,
      slotMinutes: f.slotMinutes,
      capacity: f.capacity,
      maxPeople: f.maxPeople,
      limitPerDay: limits?.perDay,
      limitPerWeek: limits?.perWeek,
      limitOpen: limits?.open,
      advanceDays: f.advanceDays,
      opensAt: f.opensAt,
      noticeMinutes: f.noticeMinutes,
      cancelCutoffMinutes: f.cancelCutoffMinutes,
      requiresApproval: f.requiresApproval,
      feeSatang: f.feeSatang,
      depositSatang: f.depositSatang,
      audience: f.audience,
      checkInGraceMinutes: f.checkInGraceMinutes,
      hours: f.hours,
      closedDates: f.closedDates ? [...new Set(f.closedDates)].sort() : undefined,
    }).filter(([, v]) => v !== undefined),
  ) as Partial<FacilityRow>;
}
