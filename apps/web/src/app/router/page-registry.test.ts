import { FEATURE_AREAS } from '@cc/contracts/features';
import { describe, expect, it } from 'vitest';
import { FEATURE_MANIFESTS } from './page-registry';

describe('feature manifests', () => {
  it('name only registry areas, once each', () => {
    const keys = FEATURE_MANIFESTS.map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys)
      expect(
        FEATURE_AREAS.some((a) => a.key === key),
        `area "${key}"`,
      ).toBe(true);
  });

  it('give pages only for routes their registry area declares', () => {
    for (const m of FEATURE_MANIFESTS) {
      const area = FEATURE_AREAS.find((a) => a.key === m.key)!;
      for (const route of Object.keys(m.pages)) expect(area.routes, `${m.key}: ${route}`).toContain(route);
    }
  });
});
