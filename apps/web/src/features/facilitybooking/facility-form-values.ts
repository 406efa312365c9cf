import type { Facility, FacilityPreference } from '@cc/contracts/facilitybooking';
import type { FacilityFields } from '@cc/contracts/facilitybooking-inputs';
import { bahtToSatang, satangToBaht } from './money';

/** One weekday's row in the form: closed, or open from one clock time to another. */
export interface DayHoursValue {
  open: boolean;
  from: string;
  to: string;
}

/**
 * The facility form's values: the contract's fields as people fill them in (money in baht, a
 * whole-day switch instead of a null slot length, a row per weekday, blanks for "no limit").
 */
export interface FacilityFormValues {
  name: string;
  description?: string | null;
  rules?: string | null;
  wholeDay: boolean;
  slotMinutes?: number | null;
  capacity: number;
  maxPeople: number;
  perDay?: number | null;
  perWeek?: number | null;
  openLimit?: number | null;
  advanceDays: number;
  opensAt: string;
  noticeMinutes: number;
  cancelCutoffMinutes: number;
  requiresApproval: boolean;
  feeBaht?: number | null;
  depositBaht?: number | null;
  audience: FacilityFields['audience'];
  checkInGraceMinutes: number;
  hours: DayHoursValue[];
  closedDates: string[];
}

const blankToNull = (s: string | null | undefined) => s?.trim() || null;
const limit = (n: number | null | undefined) => (n == null ? null : n);

export function toFacilityFields(v: FacilityFormValues): FacilityFields {
  return {
    name: v.name.trim(),
    description: blankToNull(v.description),
    rules: blankToNull(v.rules),
    slotMinutes: v.wholeDay ? null : (v.slotMinutes ?? null),
    capacity: v.capacity,
    maxPeople: v.maxPeople,
    limits: { perDay: limit(v.perDay), perWeek: limit(v.perWeek), open: limit(v.openLimit) },
    advanceDays: v.advanceDays,
    opensAt: v.opensAt,
    noticeMinutes: v.noticeMinutes,
    cancelCutoffMinutes: v.cancelCutoffMinutes,
    requiresApproval: v.requiresApproval,
    feeSatang: bahtToSatang(v.feeBaht),
    depositSatang: bahtToSatang(v.depositBaht),
    audience: v.audience,
    checkInGraceMinutes: v.checkInGraceMinutes,
    hours: v.hours.map((d) => (d.open ? { open: d.from, close: d.to } : null)),
    closedDates: [...new Set(v.closedDates)].sort(),
  };
}

export function facilityToFormValues(f: Facility): FacilityFormValues {
  return {
    name: f.name,
    description: f.description,
    rules: f.rules,
    wholeDay: f.slotMinutes === null,
    slotMinutes: f.slotMinutes,
    capacity: f.capacity,
    maxPeople: f.maxPeople,
    perDay: f.limits.perDay,
    perWeek: f.limits.perWeek,
    openLimit: f.limits.open,
    advanceDays: f.advanceDays,
    opensAt: f.opensAt,
    noticeMinutes: f.noticeMinutes,
    cancelCutoffMinutes: f.cancelCutoffMinutes,
    requiresApproval: f.requiresApproval,
    feeBaht: satangToBaht(f.feeSatang),
    depositBaht: satangToBaht(f.depositSatang),
    audience: f.audience,
    checkInGraceMinutes: f.checkInGraceMinutes,
    hours: f.hours.map((d) =>
      d ? { open: true, from: d.open, to: d.close } : { open: false, from: '08:00', to: '20:00' },
    ),
    closedDates: f.closedDates,
  };
}

/** A new facility starts from the community's booking defaults, open 08:00 to 20:00 every day. */
export function newFacilityValues(pref: FacilityPreference | undefined): FacilityFormValues {
  const d = pref?.defaults;
  return {
    name: '',
    wholeDay: d ? d.slotMinutes === null : false,
    slotMinutes: d?.slotMinutes ?? 60,
    capacity: 1,
    maxPeople: 1,
    perDay: null,
    perWeek: null,
    openLimit: null,
    advanceDays: d?.advanceDays ?? 14,
    opensAt: d?.opensAt ?? '00:00',
    noticeMinutes: 0,
    cancelCutoffMinutes: d?.cancelCutoffMinutes ?? 60,
    requiresApproval: false,
    feeBaht: 0,
    depositBaht: 0,
    audience: 'ALL_RESIDENTS',
    checkInGraceMinutes: d?.checkInGraceMinutes ?? 15,
    hours: Array.from({ length: 7 }, () => ({ open: true, from: '08:00', to: '20:00' })),
    closedDates: [],
  };
}
