import { describe, expect, it } from 'vitest';
import { allow } from './access';
import {
  areaByPermissionKey,
  type CommunityType,
  EXTRA_PERMISSION_KEYS,
  effectiveFlag,
  FEATURE_AREAS,
  FEATURE_ENUMS,
  type FeatureFlag,
  isAreaEnabled,
  isAreaInSidebar,
  isHiddenInConsole,
  isServedByApi,
  notificationTarget,
  sidebarAreas,
} from './features';
import { DEFAULT_ROLE_PERMISSIONS } from './roles';

const VILLAGE_HIDDEN = ['ISSUE_TRACKING', 'PARCEL', 'FACILITY_BOOKING', 'BILLING', 'REPAIR_REQUEST'];

/** A community's flags with every stored switch on, after the registry's rules. */
const allOn = (type: CommunityType): FeatureFlag[] =>
  FEATURE_ENUMS.map((f) => effectiveFlag(f, { isEnable: true, isVisible: true }, type));

describe('the feature registry', () => {
  it('has the 18 feature enums of the spec, each used by exactly one area', () => {
    expect(FEATURE_ENUMS).toHaveLength(18);
    expect(new Set(FEATURE_ENUMS).size).toBe(18);
    for (const f of FEATURE_ENUMS) {
      expect(
        FEATURE_AREAS.filter((a) => a.featureEnum === f),
        f,
      ).toHaveLength(1);
    }
  });

  it('orders the sidebar as the spec does', () => {
    const sidebar = FEATURE_AREAS.filter((a) => a.sidebarOrder !== null)
      .sort((a, b) => a.sidebarOrder! - b.sidebarOrder!)
      .map((a) => a.key);
    expect(sidebar).toEqual([
      '',
      'issuetracking',
      'parcel',
      'directory',
      'announcement',
      'facilitybooking',
      'billing',
      'suggestion',
      'repair',
      'chat',
      'phonebook',
      'regulation',
      'recycling',
      'agmmeeting',
      'losservices',
      'vms',
      'patrol',
      'incident',
      'tutorial',
      'settings',
    ]);
    expect(new Set(FEATURE_AREAS.map((a) => a.sidebarOrder).filter((o) => o !== null)).size).toBe(20);
  });

  it('has unique area keys and route paths', () => {
    const keys = FEATURE_AREAS.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    const routes = FEATURE_AREAS.flatMap((a) => a.routes);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('sidebarAreas', () => {
  it('for a CONDO with everything on: every item but recycling, landing page and losservices included', () => {
    const keys = sidebarAreas(allOn('CONDO')).map((a) => a.key);
    expect(keys).not.toContain('recycling');
    expect(keys).toContain('losservices');
    expect(keys[0]).toBe('');
    expect(keys).toHaveLength(19);
    expect(keys).not.toContain('profile');
  });

  it('for a VILLAGE: drops the village-hidden items', () => {
    const keys = sidebarAreas(allOn('VILLAGE')).map((a) => a.key);
    for (const k of ['issuetracking', 'parcel', 'facilitybooking', 'billing', 'repair', 'recycling'])
      expect(keys).not.toContain(k);
    expect(keys).toEqual(
      expect.arrayContaining(['', 'directory', 'announcement', 'chat', 'losservices', 'settings']),
    );
  });

  it('follows isVisible: an enabled but invisible feature has no item', () => {
    const flags = allOn('CONDO').map((f) => (f.featureEnum === 'CHAT_NITI' ? { ...f, isVisible: false } : f));
    const keys = sidebarAreas(flags).map((a) => a.key);
    expect(keys).not.toContain('chat');
    expect(keys).toContain('suggestion');
  });

  it('with no flags at all: only the always-on items', () => {
    expect(sidebarAreas([]).map((a) => a.key)).toEqual(['', 'losservices']);
  });
});

describe('effectiveFlag', () => {
  it('in a VILLAGE hides and disables exactly the village-hidden features', () => {
    for (const f of FEATURE_ENUMS) {
      const flag = effectiveFlag(f, { isEnable: true, isVisible: true }, 'VILLAGE');
      const on = !VILLAGE_HIDDEN.includes(f) && f !== 'RECYCLING';
      expect(flag, f).toEqual({ featureEnum: f, isEnable: on, isVisible: on });
    }
  });

  it('in a CONDO keeps the stored switches, but never shows a disabled feature', () => {
    expect(effectiveFlag('PARCEL', { isEnable: true, isVisible: false }, 'CONDO')).toEqual({
      featureEnum: 'PARCEL',
      isEnable: true,
      isVisible: false,
    });
    expect(effectiveFlag('PARCEL', { isEnable: false, isVisible: true }, 'CONDO')).toEqual({
      featureEnum: 'PARCEL',
      isEnable: false,
      isVisible: false,
    });
  });

  it('never enables recycling', () => {
    for (const type of ['CONDO', 'VILLAGE'] as const) {
      expect(effectiveFlag('RECYCLING', { isEnable: true, isVisible: true }, type)).toMatchObject({
        isEnable: false,
        isVisible: false,
      });
    }
  });
});

describe('isAreaEnabled', () => {
  const area = (key: string) => FEATURE_AREAS.find((a) => a.key === key)!;

  it('always enables always-on areas, never recycling, and feature areas by their flag', () => {
    expect(isAreaEnabled(area('profile'), [])).toBe(true);
    expect(isAreaEnabled(area('incident'), [])).toBe(true);
    expect(isAreaEnabled(area('recycling'), allOn('CONDO'))).toBe(false);
    expect(isAreaEnabled(area('parcel'), allOn('CONDO'))).toBe(true);
    expect(isAreaEnabled(area('parcel'), allOn('VILLAGE'))).toBe(false);
  });
});

describe('api-only areas (recycling)', () => {
  const recycling = FEATURE_AREAS.find((a) => a.key === 'recycling')!;
  const stored = (isEnable: boolean) => ({ isEnable, isVisible: isEnable });

  it('are hidden in the console exactly as never: no route, no item, whatever is stored', () => {
    expect(recycling.availability).toBe('api-only');
    expect(isHiddenInConsole(recycling)).toBe(true);
    expect(isAreaEnabled(recycling, allOn('CONDO'))).toBe(false);
    expect(isAreaInSidebar(recycling, allOn('CONDO'))).toBe(false);
    expect(isAreaInSidebar(recycling, [{ featureEnum: 'RECYCLING', isEnable: true, isVisible: true }])).toBe(
      false,
    );
    expect(isAreaEnabled(recycling, [{ featureEnum: 'RECYCLING', isEnable: true, isVisible: true }])).toBe(
      false,
    );
  });

  it("are served by the API by the community's stored switch, not the effective flag", () => {
    for (const type of ['CONDO', 'VILLAGE'] as const) {
      expect(isServedByApi('RECYCLING', stored(true), type)).toBe(true);
      expect(isServedByApi('RECYCLING', stored(false), type)).toBe(false);
    }
  });

  it('leave every other feature served by its effective flag', () => {
    for (const f of FEATURE_ENUMS.filter((x) => x !== 'RECYCLING')) {
      for (const type of ['CONDO', 'VILLAGE'] as const) {
        for (const on of [true, false]) {
          expect(isServedByApi(f, stored(on), type), `${f} ${type} ${on}`).toBe(
            effectiveFlag(f, stored(on), type).isEnable,
          );
        }
      }
    }
  });
});

describe('notificationTarget', () => {
  it('leads to the feature page for suggestion, repair and chat, and to the dashboard otherwise', () => {
    expect(notificationTarget('SUGGESTION')).toBe('/dashboard/suggestion');
    expect(notificationTarget('REPAIR_REQUEST')).toBe('/dashboard/repair');
    expect(notificationTarget('CHAT_NITI')).toBe('/dashboard/chat');
    expect(notificationTarget('PARCEL')).toBe('/dashboard');
    expect(notificationTarget('SOMETHING_NEW')).toBe('/dashboard');
    expect(notificationTarget(null)).toBe('/dashboard');
    expect(notificationTarget(undefined)).toBe('/dashboard');
  });
});

describe('permission keys', () => {
  it('gives each extra key to exactly one always-on area without a flag, and a flagged area its enum', () => {
    for (const k of EXTRA_PERMISSION_KEYS) {
      const owners = FEATURE_AREAS.filter((a) => a.permissionKey === k);
      expect(owners, k).toHaveLength(1);
      expect(owners[0]).toMatchObject({ featureEnum: null, availability: 'always' });
    }
    for (const a of FEATURE_AREAS.filter((x) => x.featureEnum)) expect(a.permissionKey).toBe(a.featureEnum);
    expect(areaByPermissionKey('LOS_SERVICES').key).toBe('losservices');
    expect(notificationTarget('LOS_SERVICES')).toBe(areaByPermissionKey('LOS_SERVICES').notificationTarget);
  });

  it('guards an extra key by the role matrix alone, with no feature flag to wait on', () => {
    expect(allow.to('LOS_SERVICES:write')).toEqual({ kind: 'community', permission: 'LOS_SERVICES:write' });
    expect(allow.to('PARCEL:write')).toMatchObject({ feature: 'PARCEL' });
  });

  it('gives staff the extra keys by default: PMC and ADMIN write, committee reads, residents nothing', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.PMC).toEqual(
      expect.arrayContaining(['LOS_SERVICES:read', 'LOS_SERVICES:write']),
    );
    expect(DEFAULT_ROLE_PERMISSIONS.ADMIN).toEqual(
      expect.arrayContaining(['LOS_SERVICES:read', 'LOS_SERVICES:write']),
    );
    expect(DEFAULT_ROLE_PERMISSIONS.COMMITTEE).toContain('LOS_SERVICES:read');
    expect(DEFAULT_ROLE_PERMISSIONS.COMMITTEE).not.toContain('LOS_SERVICES:write');
    expect(DEFAULT_ROLE_PERMISSIONS.RESIDENT.filter((p) => p.startsWith('LOS_SERVICES'))).toEqual([]);
  });
});
