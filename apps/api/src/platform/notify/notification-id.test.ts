import { isUuid } from '@cc/contracts/notification';
import { describe, expect, it } from 'vitest';
import { notificationId } from './notification-id';

describe('notificationId', () => {
  it('is a version 7 UUID whose order is the order of creation, even within one millisecond', () => {
    const now = Date.now();
    const ids = Array.from({ length: 5000 }, (_, i) => notificationId(now + Math.floor(i / 1000)));
    for (const id of ids) {
      expect(isUuid(id)).toBe(true);
      expect(id[14]).toBe('7');
      expect('89ab').toContain(id[19]);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carries the time in its first 48 bits', () => {
    const at = Date.UTC(2030, 0, 1);
    const id = notificationId(at + 10_000_000);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBeGreaterThanOrEqual(at);
  });
});
