import { PERMISSION_KEYS, type PermissionKey } from './features';

export const ROLES = ['RESIDENT', 'COMMITTEE', 'PMC', 'ADMIN', 'GUARD'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that work the back office; residents and guards use their own apps. */
export const STAFF_ROLES: readonly Role[] = ['PMC', 'ADMIN'];

/** The label the API answers as displayCommunityRole; the console translates by role code. */
export const ROLE_LABELS: Record<Role, string> = {
  RESIDENT: 'Resident',
  COMMITTEE: 'Committee',
  PMC: 'PMC staff',
  ADMIN: 'Community admin',
  GUARD: 'Guard',
};

export const ACTIONS = ['read', 'write', 'approve'] as const;
export type Action = (typeof ACTIONS)[number];
/** A feature's or an always-on area's key with an action: `PARCEL:write`, `LOS_SERVICES:read`. */
export type Permission = `${PermissionKey}:${Action}`;

const all = (actions: readonly Action[]): Permission[] =>
  PERMISSION_KEYS.flatMap((f) => actions.map((a) => `${f}:${a}` as Permission));

const RESIDENT_PERMISSIONS: Permission[] = [
  'ANNOUNCEMENT:read',
  'PHONEBOOK:read',
  'COMMUNITY_RULES:read',
  'TUTORIAL:read',
  'RECYCLING:read',
  'PARCEL:read',
  'FACILITY_BOOKING:read',
  'FACILITY_BOOKING:write',
  'BILLING:read',
  'SUGGESTION:write',
  'REPAIR_REQUEST:read',
  'REPAIR_REQUEST:write',
  'CHAT_NITI:read',
  'CHAT_NITI:write',
  'AGM_MEETING:read',
  'VMS_NITI:read',
  'INCIDENT_REPORT:write',
];

/**
 * The default permission matrix, copied into each new community; the community's own copy is
 * what the guard enforces (the spec's "feature access" settings edit it).
 * - Settings are changed only by ADMIN: PMC staff run everything else but not SETTING:write.
 * - DIRECTORY:write manages units, residents and resident codes; DIRECTORY:approve grants and
 *   takes community roles (member roles, staff codes, removal), so committee only reads.
 * - RESIDENT holds no DIRECTORY permission: their own unit comes from a member-only operation.
 */
export const DEFAULT_ROLE_PERMISSIONS = {
  RESIDENT: RESIDENT_PERMISSIONS,
  COMMITTEE: [...all(['read']), 'ANNOUNCEMENT:approve', 'BILLING:approve', 'AGM_MEETING:write'],
  PMC: all(['read', 'write', 'approve']).filter((p) => p !== 'SETTING:write'),
  ADMIN: all(['read', 'write', 'approve']),
  GUARD: [
    'PARCEL:read',
    'PARCEL:write',
    'VMS_NITI:read',
    'VMS_NITI:write',
    'PATROL:read',
    'PATROL:write',
    'INCIDENT_REPORT:read',
    'INCIDENT_REPORT:write',
    'PHONEBOOK:read',
    'ANNOUNCEMENT:read',
  ],
} satisfies Record<Role, readonly Permission[]>;
