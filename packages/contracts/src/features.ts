/**
 * The feature registry: the one table that the web router, the sidebar, the API's feature gate,
 * notification click targets and the tests all read (spec sections 2, 3 and 4).
 * Adding a feature area is adding an entry here plus its API and web folders.
 */
export const FEATURE_ENUMS = [
  'ISSUE_TRACKING',
  'PARCEL',
  'DIRECTORY',
  'ANNOUNCEMENT',
  'FACILITY_BOOKING',
  'BILLING',
  'SUGGESTION',
  'REPAIR_REQUEST',
  'CHAT_NITI',
  'PHONEBOOK',
  'COMMUNITY_RULES',
  'RECYCLING',
  'AGM_MEETING',
  'VMS_NITI',
  'PATROL',
  'INCIDENT_REPORT',
  'TUTORIAL',
  'SETTING',
] as const;
export type FeatureEnum = (typeof FEATURE_ENUMS)[number];

/**
 * Permission keys of areas that have no feature flag (always on, so no switch to store): the
 * community's role matrix still says who reads and who writes. Each belongs to exactly one
 * registry area (its `permissionKey`), and together with the feature enums they are the rows of
 * the settings' permission matrix.
 */
export const EXTRA_PERMISSION_KEYS = ['LOS_SERVICES'] as const;
export const PERMISSION_KEYS = [...FEATURE_ENUMS, ...EXTRA_PERMISSION_KEYS] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const isFeatureEnum = (key: string): key is FeatureEnum =>
  (FEATURE_ENUMS as readonly string[]).includes(key);

export const COMMUNITY_TYPES = ['CONDO', 'VILLAGE'] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];

/**
 * - `feature`: routes exist and the item shows only while the community's flag says so.
 * - `always`: routes always exist (spec "always enabled"); the item, if any, always shows
 *   unless `featureEnum` is set, in which case its visibility follows that flag.
 * - `never`: routes never exist and the item never shows.
 * - `api-only`: the console treats it exactly as `never` (no route, no item, its effective flag
 *   off), but its API serves the residents' app while the community's STORED switch is on
 *   (recycling: the waste bank runs from the app; the console only shows its reports section).
 */
export type Availability = 'feature' | 'always' | 'never' | 'api-only';

export interface FeatureArea {
  /** Sidebar key; its pages live at /dashboard/{key}. Empty for the landing page. */
  key: string;
  featureEnum: FeatureEnum | null;
  /**
   * The key its permissions are written with: the feature enum for a flagged area, an
   * EXTRA_PERMISSION_KEYS entry for an always-on area that still has roles; null for a page.
   */
  permissionKey: PermissionKey | null;
  /** Paths under /dashboard, without a leading slash. */
  routes: readonly string[];
  /** Position in the sidebar; null when the area has no sidebar item. */
  sidebarOrder: number | null;
  hiddenInVillage: boolean;
  availability: Availability;
  /** Where a click on a notification of this feature leads. */
  notificationTarget: string;
  /** Ant Design icon name used by the sidebar. */
  icon: string;
}

const area = <const K extends string>(
  a: Partial<FeatureArea> & Pick<FeatureArea, 'routes'> & { key: K },
): FeatureArea & { key: K } => ({
  featureEnum: null,
  permissionKey: a.featureEnum ?? null,
  sidebarOrder: null,
  hiddenInVillage: false,
  availability: 'feature',
  notificationTarget: '/dashboard',
  icon: 'AppstoreOutlined',
  ...a,
});

export const FEATURE_AREAS = [
  area({ key: '', routes: ['', 'home'], sidebarOrder: 0, availability: 'always', icon: 'HomeOutlined' }),
  area({
    key: 'issuetracking',
    featureEnum: 'ISSUE_TRACKING',
    routes: ['issuetracking', 'issuetracking/group', 'issuetracking/group/task'],
    sidebarOrder: 1,
    hiddenInVillage: true,
    icon: 'IssuesCloseOutlined',
  }),
  area({
    key: 'parcel',
    featureEnum: 'PARCEL',
    routes: [
      'parcel',
      'parcelimport',
      'parcelreport',
      'parcelprintout',
      'parcelsearch',
      'newparcel',
      'parcelexport',
      'parceloverdue',
      'parcelSettings',
    ],
    sidebarOrder: 2,
    hiddenInVillage: true,
    icon: 'InboxOutlined',
  }),
  area({
    key: 'directory',
    featureEnum: 'DIRECTORY',
    routes: [
      'directory',
      'directory/invitecodegen',
      'directory/invitecodegenpmc',
      'directory/residentlist',
      'directory/communitymembers',
      'directory/committeemembers',
      'directory/pmcmembers',
      'directory/room',
      'directory/room/:unitNo',
      'directory/car',
      'directory/car/print',
    ],
    sidebarOrder: 3,
    icon: 'TeamOutlined',
  }),
  area({
    key: 'announcement',
    featureEnum: 'ANNOUNCEMENT',
    routes: ['announcement', 'announcement/newpost'],
    sidebarOrder: 4,
    icon: 'NotificationOutlined',
  }),
  area({
    key: 'facilitybooking',
    featureEnum: 'FACILITY_BOOKING',
    routes: [
      'facilitybooking',
      'facilitybooking/booking',
      'facilitybooking/mybooking',
      'facilitybooking/management',
      'facilitybooking/preference',
      'facilitybooking/add',
      'facilitybooking/management/detail',
      'facilitybooking/management/detail/edit',
    ],
    sidebarOrder: 5,
    hiddenInVillage: true,
    notificationTarget: '/dashboard/facilitybooking/mybooking',
    icon: 'CalendarOutlined',
  }),
  area({
    key: 'billing',
    featureEnum: 'BILLING',
    routes: [
      'billing',
      'billing/list',
      'billing/list/detail/:billingID',
      'billing/list/newbill',
      'billing/evidence',
      'billing/searchbillingevidence',
      'billing/searchbillingmessage',
      'billing/preference',
    ],
    sidebarOrder: 6,
    hiddenInVillage: true,
    icon: 'DollarOutlined',
  }),
  area({
    key: 'suggestion',
    featureEnum: 'SUGGESTION',
    routes: ['suggestion', 'suggestion/preference'],
    sidebarOrder: 7,
    notificationTarget: '/dashboard/suggestion',
    icon: 'BulbOutlined',
  }),
  area({
    key: 'repair',
    featureEnum: 'REPAIR_REQUEST',
    routes: [
      'repair',
      'repair/detail',
      'repair/appointment',
      'repair/preference',
      'repair/createnew',
      'repair/search',
      'repair/history',
    ],
    sidebarOrder: 8,
    // Spec 4: repair is also hidden in villages, by route rules.
    hiddenInVillage: true,
    notificationTarget: '/dashboard/repair',
    icon: 'ToolOutlined',
  }),
  area({
    key: 'chat',
    featureEnum: 'CHAT_NITI',
    routes: ['chat', 'chat/preference'],
    sidebarOrder: 9,
    notificationTarget: '/dashboard/chat',
    icon: 'MessageOutlined',
  }),
  area({
    key: 'phonebook',
    featureEnum: 'PHONEBOOK',
    routes: ['phonebook'],
    sidebarOrder: 10,
    icon: 'PhoneOutlined',
  }),
  area({
    key: 'regulation',
    featureEnum: 'COMMUNITY_RULES',
    routes: ['regulation'],
    sidebarOrder: 11,
    icon: 'FileTextOutlined',
  }),
  area({
    key: 'recycling',
    featureEnum: 'RECYCLING',
    routes: ['recycling'],
    sidebarOrder: 12,
    availability: 'api-only',
    icon: 'RestOutlined',
  }),
  area({
    key: 'agmmeeting',
    featureEnum: 'AGM_MEETING',
    routes: ['agmmeeting'],
    sidebarOrder: 13,
    icon: 'AuditOutlined',
  }),
  area({
    key: 'losservices',
    permissionKey: 'LOS_SERVICES',
    routes: ['losservices'],
    sidebarOrder: 14,
    availability: 'always',
    icon: 'ShopOutlined',
  }),
  area({ key: 'vms', featureEnum: 'VMS_NITI', routes: ['vms'], sidebarOrder: 15, icon: 'IdcardOutlined' }),
  area({
    key: 'patrol',
    featureEnum: 'PATROL',
    routes: ['patrol'],
    sidebarOrder: 16,
    icon: 'SafetyOutlined',
  }),
  area({
    key: 'incident',
    featureEnum: 'INCIDENT_REPORT',
    routes: ['incident'],
    sidebarOrder: 17,
    availability: 'always',
    icon: 'AlertOutlined',
  }),
  area({
    key: 'tutorial',
    featureEnum: 'TUTORIAL',
    routes: ['tutorial', 'tutorial/vdo', 'tutorial/res', 'tutorial/pr'],
    sidebarOrder: 18,
    icon: 'ReadOutlined',
  }),
  area({
    key: 'settings',
    featureEnum: 'SETTING',
    routes: ['settings', 'settings/community/edit'],
    sidebarOrder: 19,
    icon: 'SettingOutlined',
  }),
  area({ key: 'profile', routes: ['profile', 'profile/edit'], availability: 'always' }),
  area({ key: 'communityInfo', routes: ['communityInfo'], availability: 'always' }),
  area({ key: 'guardos', routes: ['guardos'], availability: 'always' }),
  area({ key: 'blankPage', routes: ['blankPage'], availability: 'always' }),
  area({ key: 'authCheck', routes: ['authCheck'], availability: 'always' }),
] as const satisfies readonly FeatureArea[];

/**
 * The key of every area in the registry. Lists that must name every area (the API's feature
 * modules, the console's manifests) are typed `Record<AreaKey, ...>`, so an area added here and
 * not wired on either side fails to compile.
 */
export type AreaKey = (typeof FEATURE_AREAS)[number]['key'];

/** The console never shows the area nor registers its routes, whatever the community stored. */
export const isHiddenInConsole = (a: Pick<FeatureArea, 'availability'>): boolean =>
  a.availability === 'never' || a.availability === 'api-only';

/** The flags one community holds for one feature, as the feature operation answers them. */
export interface FeatureFlag {
  featureEnum: FeatureEnum;
  isEnable: boolean;
  isVisible: boolean;
}

export const areaByFeature = (featureEnum: FeatureEnum): FeatureArea =>
  FEATURE_AREAS.find((a) => a.featureEnum === featureEnum)!;

/** The area whose permissions are written with this key (a feature enum or an extra key). */
export const areaByPermissionKey = (key: PermissionKey): FeatureArea =>
  FEATURE_AREAS.find((a) => a.permissionKey === key)!;

/**
 * Applies the registry's fixed rules (always hidden, village hiding) to a community's stored
 * switch for one feature. A feature hidden in villages is also disabled there, so its routes
 * are not registered and the API refuses it.
 */
export function effectiveFlag(
  featureEnum: FeatureEnum,
  stored: { isEnable: boolean; isVisible: boolean },
  communityType: CommunityType,
): FeatureFlag {
  const a = areaByFeature(featureEnum);
  if (isHiddenInConsole(a) || (a.hiddenInVillage && communityType === 'VILLAGE')) {
    return { featureEnum, isEnable: false, isVisible: false };
  }
  return { featureEnum, isEnable: stored.isEnable, isVisible: stored.isEnable && stored.isVisible };
}

/**
 * Whether the API serves a feature's operations for a community: the effective flag, except that
 * an `api-only` area follows the community's stored switch (still off in villages when hidden
 * there), since the console's effective flag for it is always off.
 */
export function isServedByApi(
  featureEnum: FeatureEnum,
  stored: { isEnable: boolean; isVisible: boolean },
  communityType: CommunityType,
): boolean {
  const a = areaByFeature(featureEnum);
  if (a.availability === 'api-only')
    return stored.isEnable && !(a.hiddenInVillage && communityType === 'VILLAGE');
  return effectiveFlag(featureEnum, stored, communityType).isEnable;
}

/** Whether an area's routes are registered for a community with these flags. */
export function isAreaEnabled(a: FeatureArea, flags: readonly FeatureFlag[]): boolean {
  if (a.availability !== 'feature') return a.availability === 'always';
  return flags.some((f) => f.featureEnum === a.featureEnum && f.isEnable);
}

/** Whether an area has a sidebar item for a community with these flags. */
export function isAreaInSidebar(a: FeatureArea, flags: readonly FeatureFlag[]): boolean {
  if (a.sidebarOrder === null || isHiddenInConsole(a)) return false;
  if (a.featureEnum === null) return true;
  return flags.some((f) => f.featureEnum === a.featureEnum && f.isVisible);
}

export const sidebarAreas = (flags: readonly FeatureFlag[]): FeatureArea[] =>
  FEATURE_AREAS.filter((a) => isAreaInSidebar(a, flags)).sort((a, b) => a.sidebarOrder! - b.sidebarOrder!);

/** Where a notification raised under this permission key (a feature enum or an extra key) leads. */
export const notificationTarget = (key: string | null | undefined): string =>
  FEATURE_AREAS.find((a) => a.permissionKey === key)?.notificationTarget ?? '/dashboard';
