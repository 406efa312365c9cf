import { eachDay } from './report-range';

/** A member's active days in one year, one character a day ('1' active), the 1st of January first. */
export interface ActiveYear {
  userId: string;
  role: string;
  year: number;
  days: string;
}

export interface FoldedActivity {
  /** Distinct active residents and staff per day of the range. */
  perDay: Map<string, { residents: number; staff: number }>;
  /** Distinct active residents and staff per month (YYYY-MM), counting only the range's days. */
  perMonth: Map<string, { residents: number; staff: number }>;
  /** Active days of the range per person. */
  perPerson: Map<string, number>;
}

const DAY_MS = 86_400_000;

/** The day's bit in its year's row: its day of the year, counted from 0. */
export const bitOfDay = (date: string) =>
  (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / DAY_MS;

/**
 * The activity report's day, month and person figures from the members' year rows. A day sits in
 * one row of a member only (the day's row keeps the role of the day's first call), so sums over
 * rows are distinct members.
 */
export function foldActiveYears(rows: readonly ActiveYear[], from: string, to: string): FoldedActivity {
  const days = eachDay(from, to).map((date) => ({
    date,
    month: date.slice(0, 7),
    year: Number(date.slice(0, 4)),
    bit: bitOfDay(date),
  }));
  const perDay = new Map(days.map((d) => [d.date, { residents: 0, staff: 0 }]));
  const monthSets = new Map<string, { residents: Set<string>; staff: Set<string> }>();
  const perPerson = new Map<string, number>();
  for (const row of rows) {
    const side = row.role === 'RESIDENT' ? 'residents' : 'staff';
    let active = 0;
    for (const d of days) {
      if (d.year !== row.year || row.days[d.bit] !== '1') continue;
      active += 1;
      perDay.get(d.date)![side] += 1;
      const month = monthSets.get(d.month) ?? { residents: new Set<string>(), staff: new Set<string>() };
      monthSets.set(d.month, month);
      month[side].add(row.userId);
    }
    if (active) perPerson.set(row.userId, (perPerson.get(row.userId) ?? 0) + active);
  }
  const perMonth = new Map(
    [...monthSets].map(([month, s]) => [month, { residents: s.residents.size, staff: s.staff.size }]),
  );
  return { perDay, perMonth, perPerson };
}

/** The range's days as stretches of bits of each year it touches (1-based, as SQL's substring counts). */
export function yearStretches(from: string, to: string) {
  const stretches: { year: number; start: number; length: number }[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const first = year === Number(from.slice(0, 4)) ? bitOfDay(from) : 0;
    const last = year === Number(to.slice(0, 4)) ? bitOfDay(to) : bitOfDay(`${year}-12-31`);
    stretches.push({ year, start: first + 1, length: last - first + 1 });
  }
  return stretches;
}
