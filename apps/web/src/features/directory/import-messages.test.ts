import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { importMessage } from './import-messages';
import en from './locales/en.json';

// A minimal t over the English file, enough to see the API's sentences land on the right keys.
const t = ((key: string, vars: Record<string, string> = {}) => {
  const raw = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;
  return raw.replace(/\{\{(\w+)\}\}/g, (_, v: string) => vars[v] ?? '');
}) as unknown as TFunction;

describe('importMessage', () => {
  it('puts the known report sentences into the locale, with their values', () => {
    expect(importMessage(t, 'There is no building "Tower C"; add it first')).toBe(
      'There is no building “Tower C”; add it first',
    );
    expect(importMessage(t, "floor 9 is above Tower A's 8 floors")).toBe(
      'Floor 9 is above the 8 floors of Tower A',
    );
    expect(importMessage(t, 'A-0101 is also on row 4')).toBe('Unit A-0101 is also on row 4');
    expect(importMessage(t, 'areaSqm may have at most 2 decimals')).toBe('At most 2 decimals');
    expect(importMessage(t, 'floor must be at least -5')).toBe('Must be at least -5');
    expect(importMessage(t, 'unitNo must be at most 20 characters')).toBe('At most 20 characters');
  });

  it('shows an unknown sentence as the API wrote it', () => {
    expect(importMessage(t, 'Something new')).toBe('Something new');
  });
});
