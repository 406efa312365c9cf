import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { presetRange } from './range-presets';

const days = (r: [dayjs.Dayjs, dayjs.Dayjs]) => r.map((d) => d.format('YYYY-MM-DD'));

describe('presetRange', () => {
  const today = dayjs('2026-11-28');
  it('covers this month up to today, and the whole of last month', () => {
    expect(days(presetRange('thisMonth', today))).toEqual(['2026-11-01', '2026-11-28']);
    expect(days(presetRange('lastMonth', today))).toEqual(['2026-10-01', '2026-10-31']);
    expect(days(presetRange('lastMonth', dayjs('2026-01-15')))).toEqual(['2025-12-01', '2025-12-31']);
  });
  it('covers the calendar quarter and the fiscal year from 1 October, up to today', () => {
    expect(days(presetRange('quarter', today))).toEqual(['2026-10-01', '2026-11-28']);
    expect(days(presetRange('fiscalYear', today))).toEqual(['2026-10-01', '2026-11-28']);
    expect(days(presetRange('fiscalYear', dayjs('2026-03-05')))).toEqual(['2025-10-01', '2026-03-05']);
  });
});
