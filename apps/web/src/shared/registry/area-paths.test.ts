import { describe, expect, it } from 'vitest';
import { areaForPath, areaHref, areaLabelKey } from './area-paths';

describe('areaForPath', () => {
  it.each([
    ['/dashboard', ''],
    ['/dashboard/', ''],
    ['/dashboard/home', ''],
    ['/dashboard/parcel', 'parcel'],
    ['/dashboard/parcelimport', 'parcel'],
    ['/dashboard/directory/room/12A', 'directory'],
    ['/dashboard/billing/list/detail/INV-1', 'billing'],
    ['/dashboard/issuetracking/group/task', 'issuetracking'],
    ['/dashboard/profile/edit', 'profile'],
  ])('%s belongs to "%s"', (path, key) => {
    expect(areaForPath(path)?.key).toBe(key);
  });

  it('knows no area for an unknown path', () => {
    expect(areaForPath('/dashboard/nothing')).toBeUndefined();
    // A route's static part must match a whole segment, not a prefix of one.
    expect(areaForPath('/dashboard/parcelx')).toBeUndefined();
  });

  it('links and labels the landing page as home', () => {
    const home = areaForPath('/dashboard')!;
    expect(areaHref(home)).toBe('/dashboard');
    expect(areaLabelKey(home)).toBe('areas.home');
  });
});
