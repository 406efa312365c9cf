import { describe, expect, it } from 'vitest';
import { totalText } from './list-total';

describe('the list total', () => {
  it('shows the count up to the cap and "10,000+" past it', () => {
    expect(totalText(12)).toBe('12');
    expect(totalText(10_000)).toBe('10,000');
    expect(totalText(10_001)).toBe('10,000+');
  });
});
