import { describe, expect, it } from 'vitest';
import { formatActivityDate, fullDate } from './activity-date';

const NOW = Date.parse('2025-11-21T09:00:00.000Z');

describe('formatActivityDate', () => {
  it('says how long ago within a day, in the reader language', () => {
    expect(formatActivityDate('2025-11-21T08:59:40.000Z', 'en', 'Asia/Bangkok', NOW)).toBe('now');
    expect(formatActivityDate('2025-11-21T08:55:00.000Z', 'en', 'Asia/Bangkok', NOW)).toBe('5 minutes ago');
    expect(formatActivityDate('2025-11-21T06:00:00.000Z', 'en', 'Asia/Bangkok', NOW)).toBe('3 hours ago');
    expect(formatActivityDate('2025-11-21T08:55:00.000Z', 'th', 'Asia/Bangkok', NOW)).toContain('5 นาที');
  });

  it('shows older items as a date and time in the community time zone', () => {
    // 20 Nov 23:30 UTC is 21 Nov 06:30 in Bangkok.
    const iso = '2025-11-19T23:30:00.000Z';
    expect(formatActivityDate(iso, 'en', 'Asia/Bangkok', NOW)).toBe(fullDate(iso, 'en', 'Asia/Bangkok'));
    expect(fullDate(iso, 'en', 'Asia/Bangkok')).toMatch(/Nov 20, 2025.*6:30\sAM/);
    expect(fullDate(iso, 'en', 'UTC')).toMatch(/Nov 19, 2025.*11:30\sPM/);
  });

  it('counts Thai years in the Buddhist era', () => {
    expect(fullDate('2025-01-10T03:00:00.000Z', 'th', 'Asia/Bangkok')).toContain('2568');
  });

  it('survives an unknown zone and a bad date', () => {
    expect(fullDate('2025-01-10T03:00:00.000Z', 'en', 'Mars/Olympus')).toMatch(/Jan 10, 2025/);
    expect(formatActivityDate('not a date', 'en', 'Asia/Bangkok', NOW)).toBe('');
  });
});
