import { FEATURE_AREAS } from '@cc/contracts/features';
import { describe, expect, it } from 'vitest';
import { BUILT_MANIFESTS, FEATURE_MANIFESTS } from './page-registry';

describe('feature manifests', () => {
  it('list every registry area exactly, each under its own key', () => {
    expect(Object.keys(FEATURE_MANIFESTS).sort()).toEqual(FEATURE_AREAS.map((a) => a.key).sort());
    for (const [key, m] of Object.entries(FEATURE_MANIFESTS)) if (m) expect(m.key, `area "${key}"`).toBe(key);
  });

  it('name each built area once', () => {
    const keys = BUILT_MANIFESTS.map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('parcel');
  });

  it('give pages only for routes their registry area declares', () => {
    for (const m of BUILT_MANIFESTS) {
      const area = FEATURE_AREAS.find((a) => a.key === m.key)!;
      for (const route of Object.keys(m.pages)) expect(area.routes, `${m.key}: ${route}`).toContain(route);
    }
  });
});
