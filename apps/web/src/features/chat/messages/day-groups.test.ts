import { describe, expect, it } from 'vitest';
import { dayKeyOf, dayLabelOf, withDaySeparators } from './day-groups';
import { messageOf } from './test-message';

const BKK = 'Asia/Bangkok';

describe('withDaySeparators', () => {
  it("puts a separator before each community day's first message", () => {
    const rows = withDaySeparators(
      [
        messageOf(1, { createdAt: '2026-11-26T10:00:00Z' }),
        messageOf(2, { createdAt: '2026-11-26T12:00:00Z' }),
        messageOf(3, { createdAt: '2026-11-27T01:00:00Z' }),
      ],
      BKK,
      'en',
    );
    expect(rows.map((r) => r.kind)).toEqual(['day', 'message', 'message', 'day', 'message']);
  });

  it("counts days on the community's clock, not UTC (23:30 UTC is the next morning in Bangkok)", () => {
    expect(dayKeyOf('2026-11-26T17:30:00Z', BKK)).toBe('2026-11-27');
    const rows = withDaySeparators(
      [
        messageOf(1, { createdAt: '2026-11-26T16:00:00Z' }),
        messageOf(2, { createdAt: '2026-11-26T17:30:00Z' }),
      ],
      BKK,
      'en',
    );
    expect(rows.filter((r) => r.kind === 'day')).toHaveLength(2);
  });

  it('labels days in the Buddhist era in Thai (2026 is 2569)', () => {
    const label = dayLabelOf('2026-11-27T03:00:00Z', BKK, 'th');
    expect(label).toContain('2569');
    expect(label).toContain('พฤศจิกายน');
    expect(label).not.toContain('2026');
  });

  it('labels days in the Gregorian year in other languages', () => {
    expect(dayLabelOf('2026-11-27T03:00:00Z', BKK, 'en')).toContain('2026');
    expect(dayLabelOf('2026-11-27T03:00:00Z', BKK, 'fr')).toContain('novembre');
  });

  it('gives nothing for no messages', () => {
    expect(withDaySeparators([], BKK, 'th')).toEqual([]);
  });
});
