import { describe, expect, it } from 'vitest';
import { readFilter, writeFilter } from './list-params';

describe('suggestion list filter in the address', () => {
  it('reads back what it wrote, and falls back to NEW for an unknown tab', () => {
    const f = { state: 'DONE' as const, category: 'ทั่วไป', from: '2026-11-01', to: '2026-11-30' };
    expect(readFilter(writeFilter(f))).toEqual(f);
    expect(readFilter(new URLSearchParams('state=NOPE&from=2026-11-01'))).toEqual({ state: 'NEW' });
  });
});
