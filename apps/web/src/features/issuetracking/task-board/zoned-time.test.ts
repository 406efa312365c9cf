import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { instantToWall, wallToInstant } from './zoned-time';

describe('zoned due time', () => {
  it("turns Bangkok's wall clock into the instant and back", () => {
    const wall = dayjs(new Date(2026, 10, 26, 17, 0));
    expect(wallToInstant(wall, 'Asia/Bangkok')).toBe('2026-11-26T10:00:00.000Z');
    expect(instantToWall('2026-11-26T10:00:00.000Z', 'Asia/Bangkok').format('YYYY-MM-DD HH:mm')).toBe(
      '2026-11-26 17:00',
    );
  });
});
