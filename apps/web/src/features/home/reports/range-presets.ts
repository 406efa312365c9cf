import type { Dayjs } from 'dayjs';

/** The reports tab's preset ranges, each ending no later than today. */
export const PRESETS = ['thisMonth', 'lastMonth', 'quarter', 'fiscalYear'] as const;
export type Preset = (typeof PRESETS)[number];

/**
 * The fiscal year starts on 1 October (the Thai government's, which juristic offices here follow
 * for their budgets), so in November it is the October just past, and in March the one before.
 */
const FISCAL_START_MONTH = 9;

const upToToday = (from: Dayjs, to: Dayjs, today: Dayjs): [Dayjs, Dayjs] => [
  from,
  to.isAfter(today) ? today : to,
];

/** The range a preset names on `today` (the community's calendar day). */
export function presetRange(preset: Preset, today: Dayjs): [Dayjs, Dayjs] {
  switch (preset) {
    case 'thisMonth':
      return [today.startOf('month'), today];
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return [last.startOf('month'), last.endOf('month').startOf('day')];
    }
    case 'quarter': {
      const start = today.month(Math.floor(today.month() / 3) * 3).startOf('month');
      return upToToday(start, start.add(3, 'month').subtract(1, 'day'), today);
    }
    case 'fiscalYear': {
      const year = today.month() >= FISCAL_START_MONTH ? today.year() : today.year() - 1;
      const start = today.year(year).month(FISCAL_START_MONTH).startOf('month');
      return upToToday(start, start.add(1, 'year').subtract(1, 'day'), today);
    }
  }
}
