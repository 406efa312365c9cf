import { addDays } from '../../platform/time/zone-clock';

/** A payment on a bill, by the community's local date it was made. */
export interface DatedPayment {
  on: string;
  satang: number;
}

export interface SurchargeTerms {
  /** The bill's common-fee lines added up: the only part a surcharge accrues on. */
  commonFeeSatang: number;
  dueDate: string;
  /** Everything paid on the bill (verified payments, credit drawn), any order. */
  payments: readonly DatedPayment[];
  /** Days after this one are charged: the due date, or the last day a later bill charged. */
  after: string;
  /** The last day charged (today), inclusive. */
  through: string;
  /** A year's rate in basis points, up to six months after the due date, and after that. */
  lateRateBp: number;
  lateRateAfterSixMonthsBp: number;
}

/** The same day `months` later, or the month's last day when it has no such day (Aug 31 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const DAYS_A_YEAR = 365n;
const BP = 10_000n;

/**
 * The late surcharge of a bill's overdue common fee over the days after `after` through `through`,
 * in satang, rounded half up once over the whole span.
 *
 * - Each day overdue (the due date itself is not) accrues principal × rate / 365, the rate being
 *   `lateRateBp` for days up to six calendar months after the due date and
 *   `lateRateAfterSixMonthsBp` after them. A year is 365 days, leap years too.
 * - Payments pay the common fee first: of a bill's debts it is the one that bears a surcharge,
 *   the debt most burdensome to the payer, which the Civil and Commercial Code (section 328)
 *   settles first when the payer named none. So the principal of a day is the common fee less
 *   everything paid on or before that day (a payment made on a day stops that day's surcharge).
 * Exact: satang × basis points add up as bigint, one division at the end.
 */
export function lateSurcharge(t: SurchargeTerms): number {
  if (t.commonFeeSatang <= 0 || t.through <= t.after) return 0;
  const sixMonths = addMonths(t.dueDate, 6);
  const payments = [...t.payments].sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
  let paid = 0;
  let next = 0;
  let sum = 0n;
  const start = t.after > t.dueDate ? t.after : t.dueDate;
  for (let day = addDays(start, 1); day <= t.through; day = addDays(day, 1)) {
    while (next < payments.length && payments[next]!.on <= day) paid += payments[next++]!.satang;
    const principal = t.commonFeeSatang - paid;
    if (principal <= 0) break;
    const bp = day <= sixMonths ? t.lateRateBp : t.lateRateAfterSixMonthsBp;
    sum += BigInt(principal) * BigInt(bp);
  }
  const divisor = BP * DAYS_A_YEAR;
  // Half up: (2·sum + divisor) / (2·divisor), floored.
  return Number((2n * sum + divisor) / (2n * divisor));
}
