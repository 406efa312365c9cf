import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { COMMUNITY_TYPES, FEATURE_ENUMS, PERMISSION_KEYS } from './features';
import { lastKeySchema, limitSchema, searchSchema } from './paging';
import { ACTIONS, ROLES } from './roles';
import { communityIdSchema, communityInfoSchema, communityQuerySchema, featureItemSchema } from './session';

/**
 * Community information and settings (communityInfo, settings, settings/community/edit): details,
 * legal-entity contact, feature switches and the permission matrix. Changing any of them takes
 * SETTING:write, which by default only ADMIN holds (the operator CLI can too).
 */

/** The limits of the community forms, for the schemas below and the console's form rules. */
export const COMMUNITY_NAME_MAX = 100;
export const COMMUNITY_TEXT_MAX = { address: 300, legalName: 150, lineID: 50, officeHours: 100 } as const;
/** The 13-digit juristic person number. */
export const TAX_ID_DIGITS = 13;
export const TAX_ID_PATTERN = new RegExp(`^[0-9]{${TAX_ID_DIGITS}}$`);
/** 3 to 25 digits, spaces or dashes, an optional leading +. */
export const CONTACT_PHONE_PATTERN = /^\+?[0-9][0-9 -]{1,23}[0-9]$/;

const text = (field: keyof typeof COMMUNITY_TEXT_MAX, max: number = COMMUNITY_TEXT_MAX[field]) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).nullable().optional();

/** Checked against the runtime's IANA list, so a typo cannot reach the date formatting. */
export const timeZoneSchema = z
  .string()
  .trim()
  .refine(
    (tz) => Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC',
    'timeZone must be an IANA time zone such as Asia/Bangkok',
  );
export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (c) => Intl.supportedValuesOf('currency').includes(c),
    'currency must be an ISO 4217 code such as THB',
  );

/** Fields of PUT /api/community/profile; a picture may come alongside as a multipart file `picture`. */
export const communityProfileSchema = z.object({
  communityName: z
    .string()
    .trim()
    .min(1, 'communityName is required')
    .max(COMMUNITY_NAME_MAX, `communityName must be at most ${COMMUNITY_NAME_MAX} characters`)
    .optional(),
  communityType: z.enum(COMMUNITY_TYPES, 'communityType must be CONDO or VILLAGE').optional(),
  address: text('address'),
  timeZone: timeZoneSchema.optional(),
  currency: currencySchema.optional(),
});

export const contactSchema = z.object({
  legalName: z.string().nullable(),
  taxID: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  lineID: z.string().nullable(),
  officeHours: z.string().nullable(),
});
export type CommunityContact = z.infer<typeof contactSchema>;

export const contactUpdateSchema = z.object({
  communityID: communityIdSchema,
  legalName: text('legalName'),
  taxID: z
    .string()
    .trim()
    .regex(TAX_ID_PATTERN, 'taxID is the 13-digit juristic person number')
    .nullable()
    .optional(),
  phone: z
    .string()
    .trim()
    .regex(CONTACT_PHONE_PATTERN, 'phone holds 3 to 25 digits, spaces or dashes')
    .nullable()
    .optional(),
  email: z.email('email must be an e-mail address').nullable().optional(),
  address: text('address'),
  lineID: text('lineID'),
  officeHours: text('officeHours'),
});

/** One row of the permission matrix: a feature's or an always-on area's key (LOS_SERVICES). */
export const permissionRowSchema = z.object({
  role: z.enum(ROLES),
  featureEnum: z.enum(PERMISSION_KEYS),
  read: z.boolean(),
  write: z.boolean(),
  approve: z.boolean(),
});
export type PermissionRow = z.infer<typeof permissionRowSchema>;

const matrixSchema = dataEnvelope(
  z.object({
    roles: z.array(z.enum(ROLES)),
    actions: z.array(z.enum(ACTIONS)),
    items: z.array(permissionRowSchema),
  }),
);

export const aclUserSchema = z.object({
  userID: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.string()),
});

export const aclCommunitySchema = z.object({
  communityID: z.string(),
  communityName: z.string(),
  imageUrl: z.string().nullable(),
  communityType: z.enum(COMMUNITY_TYPES),
  role: z.enum(ROLES),
  displayCommunityRole: z.string(),
  usageStatus: z.enum(['ACTIVE', 'SYSTEM_OFF']),
  permissions: z.array(z.string()),
});

export const settingOps = {
  profileUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/community/profile',
    summary:
      "Edit the community's name, type, address, time zone, currency (JSON, or multipart with a picture)",
    access: allow.to('SETTING:write'),
    query: communityQuerySchema,
    body: communityProfileSchema,
    response: z.object({ isSuccess: z.literal(true), communityInfo: communityInfoSchema }),
  }),
  contact: guardedOperation({
    method: 'GET',
    path: '/api/community/contact',
    summary: "The legal entity's contact information (any member)",
    access: allow.member(),
    query: communityQuerySchema,
    response: dataEnvelope(contactSchema),
  }),
  contactUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/community/contact',
    summary: "Edit the legal entity's contact information",
    access: allow.to('SETTING:write'),
    body: contactUpdateSchema,
    response: dataEnvelope(contactSchema),
  }),
  featureEnable: guardedOperation({
    method: 'PUT',
    path: '/api/community/feature/enable',
    summary: 'Switch features on or off and show or hide them (settings cannot switch SETTING off)',
    access: allow.to('SETTING:write'),
    body: z.object({
      communityID: communityIdSchema,
      features: z
        .array(
          z.object({
            featureEnum: z.enum(FEATURE_ENUMS, 'featureEnum is not a feature'),
            isEnable: z.boolean('isEnable is required'),
            isVisible: z.boolean().optional(),
          }),
        )
        .min(1, 'features must not be empty')
        .max(FEATURE_ENUMS.length)
        .refine(
          (fs) => new Set(fs.map((f) => f.featureEnum)).size === fs.length,
          'Each feature may appear once',
        ),
    }),
    response: itemsEnvelope(featureItemSchema),
  }),
  permissions: guardedOperation({
    method: 'GET',
    path: '/api/community/permission',
    summary: "The community's permission matrix: per role and feature, read / write / approve",
    access: allow.to('SETTING:read'),
    query: communityQuerySchema,
    response: matrixSchema,
  }),
  permissionUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/community/permission',
    summary: 'Change cells of the matrix (ADMIN always keeps SETTING read and write)',
    access: allow.to('SETTING:write'),
    body: z.object({
      communityID: communityIdSchema,
      changes: z
        .array(
          z.object({
            role: z.enum(ROLES, `role must be one of ${ROLES.join(', ')}`),
            featureEnum: z.enum(PERMISSION_KEYS, 'featureEnum is not a feature'),
            read: z.boolean().optional(),
            write: z.boolean().optional(),
            approve: z.boolean().optional(),
          }),
        )
        .min(1, 'changes must not be empty')
        .max(ROLES.length * PERMISSION_KEYS.length),
    }),
    response: matrixSchema,
  }),
  aclUserList: guardedOperation({
    method: 'GET',
    path: '/api/acl/user/list',
    summary:
      "The community's members with their effective permissions (their role's, on the features switched on)",
    access: allow.to('SETTING:read'),
    query: z.object({
      communityID: communityIdSchema,
      q: searchSchema,
      role: z.enum(ROLES).optional(),
      lastKey: lastKeySchema,
      limit: limitSchema,
    }),
    response: itemsEnvelope(aclUserSchema),
  }),
  aclCommunityList: guardedOperation({
    method: 'GET',
    path: '/api/acl/community/list',
    summary: 'The communities the caller may administer (their role holds DIRECTORY:write or SETTING:write)',
    access: allow.signedIn,
    response: itemsEnvelope(aclCommunitySchema),
  }),
} as const;
