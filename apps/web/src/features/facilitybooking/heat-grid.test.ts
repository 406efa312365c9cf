import { describe, expect, it } from 'vitest';
import { heatGrid } from './heat-grid';

describe('heatGrid', () => {
  it('spans the busy hours only, a row per weekday from Sunday', () => {
    const grid = heatGrid([
      { weekday: 1, hour: 7, bookings: 2 },
      { weekday: 6, hour: 9, bookings: 5 },
      { weekday: 3, hour: 3, bookings: 0 },
    ]);
    expect(grid.hours).toEqual([7, 8, 9]);
    expect(grid.rows).toHaveLength(7);
    expect(grid.rows[1]).toEqual([2, 0, 0]);
    expect(grid.rows[6]).toEqual([0, 0, 5]);
    expect(grid.max).toBe(5);
  });

  it('is empty when nothing was booked', () => {
    expect(heatGrid([{ weekday: 0, hour: 8, bookings: 0 }])).toEqual({ hours: [], rows: [], max: 0 });
  });
});
