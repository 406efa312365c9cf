import { expect, it } from 'vitest';
import { viewportFor } from './use-viewport';

it('uses the spec breakpoints: 767 and under phone, 768-1220 tablet, above desktop', () => {
  expect(viewportFor(390)).toBe('mobile');
  expect(viewportFor(767)).toBe('mobile');
  expect(viewportFor(768)).toBe('tablet');
  expect(viewportFor(1220)).toBe('tablet');
  expect(viewportFor(1221)).toBe('desktop');
});
