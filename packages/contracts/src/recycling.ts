import { z } from 'zod';

/**
 * The waste bank: kinds of recyclables with a price and points per kilogram, weigh-ins per unit
 * in whole grams, and each unit's points balance. Money in satang, weights in grams, so every
 * figure is an integer and sums are exact.
 */
export const RECYCLING_KIND_NAME_MAX = 60;
/** At most 10,000 baht a kilogram, so a weigh-in's value stays far inside a safe integer. */
export const RECYCLING_SATANG_PER_KG_MAX = 1_000_000;
export const RECYCLING_POINTS_PER_KG_MAX = 10_000;
/** One weigh-in is at most a tonne. */
export const RECYCLING_GRAMS_MAX = 1_000_000;
export const RECYCLING_REASON_MAX = 300;
export const RECYCLING_NOTE_MAX = 300;
/** A report covers at most a year and a day of Bangkok days (a leap year, both ends). */
export const RECYCLING_REPORT_DAYS_MAX = 366;
/** A weigh-in may be entered for an earlier day (the paper book of last week), not further back. */
export const RECYCLING_BACKDATE_DAYS_MAX = 31;

export const RECYCLING_RECORD_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type RecyclingRecordStatus = (typeof RECYCLING_RECORD_STATUSES)[number];

/**
 * What one weigh-in is worth at the kind's rates: value rounded to the satang, points rounded
 * down (a resident never gets a point the scale did not earn). Used by the API when it records,
 * and by the app and console to preview.
 */
export function weighInWorth(grams: number, rates: { satangPerKg: number; pointsPerKg: number }) {
  return {
    satang: Math.round((grams * rates.satangPerKg) / 1000),
    points: Math.floor((grams * rates.pointsPerKg) / 1000),
  };
}

export const recyclingKindSchema = z.object({
  kindID: z.string(),
  name: z.string(),
  satangPerKg: z.number().int(),
  pointsPerKg: z.number().int(),
  /** A retired kind keeps its history but takes no new weigh-ins. */
  active: z.boolean(),
  createdAt: z.string(),
});
export type RecyclingKind = z.infer<typeof recyclingKindSchema>;

export const recyclingRecordSchema = z.object({
  recordID: z.string(),
  unitID: z.string(),
  unitNo: z.string(),
  kindID: z.string(),
  kindName: z.string(),
  grams: z.number().int(),
  /** The rates the weigh-in was priced at (a kind's later change leaves it as it was). */
  satangPerKg: z.number().int(),
  pointsPerKg: z.number().int(),
  satang: z.number().int(),
  points: z.number().int(),
  /** The community's calendar day it counts for, YYYY-MM-DD. */
  day: z.string(),
  weighedAt: z.string(),
  note: z.string(),
  status: z.enum(RECYCLING_RECORD_STATUSES),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type RecyclingRecord = z.infer<typeof recyclingRecordSchema>;

export const recyclingBalanceSchema = z.object({
  unitID: z.string(),
  unitNo: z.string(),
  points: z.number().int(),
  grams: z.number().int(),
  satang: z.number().int(),
  weighIns: z.number().int(),
  lastWeighedAt: z.string().nullable(),
});
export type RecyclingBalance = z.infer<typeof recyclingBalanceSchema>;

export const recyclingMineSchema = z.object({
  units: z.array(recyclingBalanceSchema),
  /** The newest weigh-ins of the caller's units, cancelled ones included (with their reason). */
  recent: z.array(recyclingRecordSchema),
  /** The kinds taking weigh-ins, with their rates, for the app's price board. */
  kinds: z.array(recyclingKindSchema),
});
export type RecyclingMine = z.infer<typeof recyclingMineSchema>;

const figures = {
  grams: z.number().int(),
  satang: z.number().int(),
  points: z.number().int(),
  weighIns: z.number().int(),
};

/** The range's active weigh-ins by month (YYYY-MM, Bangkok) and kind, with totals. */
export const recyclingReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  lines: z.array(z.object({ month: z.string(), kindID: z.string(), kindName: z.string(), ...figures })),
  kinds: z.array(z.object({ kindID: z.string(), kindName: z.string(), ...figures })),
  months: z.array(z.object({ month: z.string(), ...figures })),
  totals: z.object(figures),
});
export type RecyclingReport = z.infer<typeof recyclingReportSchema>;

/** One unit's weigh-ins over the range, as the history report lists them. */
export const recyclingUnitHistorySchema = z.object({ unitID: z.string(), unitNo: z.string(), ...figures });
export type RecyclingUnitHistory = z.infer<typeof recyclingUnitHistorySchema>;
