import { FEATURE_AREAS } from '@cc/contracts/features';
import { expect, it } from 'vitest';
import { AREA_ICONS } from './area-icons';

it('has every icon the registry names (else the sidebar falls back to a generic one)', () => {
  const missing = FEATURE_AREAS.map((a) => a.icon).filter((icon) => !(icon in AREA_ICONS));
  expect(missing).toEqual([]);
});
