import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { idSchema, UNIT_ROLES, unitNoSchema } from './directory';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { lastKeySchema, limitSchema, searchSchema } from './paging';
import { ROLES } from './roles';
import { communityIdSchema, emailSchema, mobileSchema, passwordSchema } from './session';

/**
 * Invitation codes: eight characters from an alphabet without 0/O, 1/I (read aloud at a counter,
 * typed on a phone), shown as ABCD-EFGH. Case, spaces and dashes are ignored when typed.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;
export const codeSchema = z
  .string('code is required')
  .transform((c) => c.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .length(CODE_LENGTH, 'An invitation code has 8 characters')
      .regex(new RegExp(`^[${CODE_ALPHABET}]+$`), 'This is not an invitation code'),
  );
export const formatCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export const STAFF_CODE_ROLES = ['COMMITTEE', 'PMC', 'ADMIN', 'GUARD'] as const;
export const INVITATION_STATUSES = ['PENDING', 'USED', 'EXPIRED', 'REVOKED'] as const;
export const INVITATION_KINDS = ['RESIDENT', 'STAFF'] as const;

/** The limits of the code generators, for the schemas below and the console's forms. */
export const CODE_EXPIRY_DAYS_MAX = 365;
export const CODES_PER_UNIT_MAX = 5;
export const STAFF_CODES_MAX = 50;

const expiresInDaysSchema = z
  .number('expiresInDays must be a number')
  .int('expiresInDays must be a whole number')
  .min(1, 'expiresInDays must be at least 1')
  .max(CODE_EXPIRY_DAYS_MAX, `expiresInDays must be at most ${CODE_EXPIRY_DAYS_MAX}`)
  .default(30);

export const invitationSchema = z.object({
  code: z.string(),
  kind: z.enum(INVITATION_KINDS),
  unitNo: z.string().nullable(),
  unitRole: z.enum(UNIT_ROLES).nullable(),
  role: z.enum(ROLES),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  usedAt: z.string().nullable(),
  usedBy: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

const newCodeSchema = z.object({
  code: z.string(),
  unitNo: z.string().nullable(),
  unitRole: z.enum(UNIT_ROLES).nullable(),
  role: z.enum(ROLES),
  expiresAt: z.string(),
});

export const MAX_CODES_PER_CALL = 10_000;

export const letterSchema = z.object({
  community: z.object({
    communityName: z.string(),
    imageUrl: z.string().nullable(),
    address: z.string().nullable(),
  }),
  letters: z.array(
    z.object({
      unitNo: z.string(),
      buildingName: z.string().nullable(),
      floor: z.number().nullable(),
      codes: z.array(z.object({ code: z.string(), unitRole: z.enum(UNIT_ROLES), expiresAt: z.string() })),
    }),
  ),
});

export const redeemSchema = z.object({
  code: codeSchema,
  email: emailSchema.optional(),
  password: passwordSchema.optional(),
  firstname: z.string().trim().min(1, 'First name is required').max(100).optional(),
  lastname: z.string().trim().min(1, 'Last name is required').max(100).optional(),
  mobile: mobileSchema.optional(),
  acceptTerms: z.boolean().optional(),
});

export const invitationOps = {
  residentGen: guardedOperation({
    method: 'POST',
    path: '/api/community/invitation/gen',
    summary:
      'Resident codes: for listed units (unitNos), every unit of a building (buildingID) or every unit (allUnits)',
    access: allow.to('DIRECTORY:write'),
    body: z
      .object({
        communityID: communityIdSchema,
        unitNos: z.array(unitNoSchema).min(1, 'unitNos must not be empty').max(MAX_CODES_PER_CALL).optional(),
        buildingID: idSchema('buildingID').optional(),
        allUnits: z.literal(true).optional(),
        unitRole: z.enum(UNIT_ROLES, `unitRole must be one of ${UNIT_ROLES.join(', ')}`).default('OWNER'),
        perUnit: z
          .number()
          .int()
          .min(1, 'perUnit must be at least 1')
          .max(CODES_PER_UNIT_MAX, `perUnit must be at most ${CODES_PER_UNIT_MAX}`)
          .default(1),
        expiresInDays: expiresInDaysSchema,
      })
      .refine(
        (b) => [b.unitNos, b.buildingID, b.allUnits].filter((x) => x !== undefined).length === 1,
        'Give exactly one of unitNos, buildingID or allUnits',
      ),
    response: itemsEnvelope(newCodeSchema),
  }),
  staffGen: guardedOperation({
    method: 'POST',
    path: '/api/community/pmc/invitation/gen',
    summary: 'Codes that join the community in a staff role (ADMIN codes need SETTING:write too)',
    access: allow.to('DIRECTORY:approve'),
    body: z.object({
      communityID: communityIdSchema,
      role: z.enum(STAFF_CODE_ROLES, `role must be one of ${STAFF_CODE_ROLES.join(', ')}`),
      count: z
        .number()
        .int()
        .min(1, 'count must be at least 1')
        .max(STAFF_CODES_MAX, `count must be at most ${STAFF_CODES_MAX}`)
        .default(1),
      expiresInDays: expiresInDaysSchema,
    }),
    response: itemsEnvelope(newCodeSchema),
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/community/unit/invitation',
    summary: 'Search invitation codes (by code or unit number), newest first',
    access: allow.to('DIRECTORY:read'),
    query: z.object({
      communityID: communityIdSchema,
      q: searchSchema,
      unitNo: unitNoSchema.optional(),
      kind: z.enum(INVITATION_KINDS).optional(),
      status: z.enum(INVITATION_STATUSES).optional(),
      lastKey: lastKeySchema,
      limit: limitSchema,
    }),
    response: itemsEnvelope(invitationSchema),
  }),
  revoke: guardedOperation({
    method: 'POST',
    path: '/api/community/invitation/revoke',
    summary: 'Revoke unused codes',
    access: allow.to('DIRECTORY:write'),
    body: z.object({
      communityID: communityIdSchema,
      codes: z.array(codeSchema).min(1, 'codes must not be empty').max(MAX_CODES_PER_CALL),
    }),
    response: dataEnvelope(z.object({ revoked: z.number() })),
  }),
  letters: guardedOperation({
    method: 'GET',
    path: '/api/community/invitation/letter',
    summary: "Pending resident codes grouped per unit, with the community's letterhead, for printing",
    access: allow.to('DIRECTORY:read'),
    query: z.object({
      communityID: communityIdSchema,
      buildingID: idSchema('buildingID').optional(),
      /** Comma-separated unit numbers. */
      unitNos: z.string().max(20_000).optional(),
    }),
    response: dataEnvelope(letterSchema),
  }),
  redeem: guardedOperation({
    method: 'POST',
    path: '/api/invitation/redeem',
    summary:
      "The resident app's sign-up with a code (or, with a bearer token, an existing user joining): joins the community and unit",
    access: allow.public,
    body: redeemSchema,
    response: dataEnvelope(
      z.object({
        userID: z.string(),
        communityID: z.string(),
        communityName: z.string(),
        role: z.enum(ROLES),
        unitNo: z.string().nullable(),
        unitRole: z.enum(UNIT_ROLES).nullable(),
        newAccount: z.boolean(),
      }),
    ),
  }),
} as const;
