/** Bookings per weekday (0 Sunday) and hour, as the utilisation report answers them. */
export interface HeatCell {
  weekday: number;
  hour: number;
  bookings: number;
}

/**
 * The heat map's grid: seven rows (Sunday first), a column per hour from the earliest to the
 * latest with any booking (the night hours of a day facility stay out), and the busiest cell's
 * count, which the shades scale to.
 */
export function heatGrid(cells: readonly HeatCell[]): { hours: number[]; rows: number[][]; max: number } {
  const used = cells.filter((c) => c.bookings > 0);
  if (!used.length) return { hours: [], rows: [], max: 0 };
  const first = Math.min(...used.map((c) => c.hour));
  const last = Math.max(...used.map((c) => c.hour));
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const rows = Array.from({ length: 7 }, () => hours.map(() => 0));
  for (const c of used) rows[c.weekday]![c.hour - first]! += c.bookings;
  return { hours, rows, max: Math.max(...rows.flat()) };
}
