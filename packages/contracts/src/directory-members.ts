import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { idSchema, UNIT_ROLES, unitNoSchema, xlsxFileSchema } from './directory';
import { itemsEnvelope, okSchema } from './envelope';
import { lastKeySchema, limitSchema, searchSchema } from './paging';
import { ROLES } from './roles';
import { communityIdSchema, emailSchema } from './session';

/**
 * Community members (all, committee, PMC) and the resident registry, their roles and removal.
 * People are named by userID, which is their e-mail as everywhere in the spec.
 */

export const memberSchema = z.object({
  userID: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  mobile: z.string().nullable(),
  imageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  displayCommunityRole: z.string(),
  unitNos: z.array(z.string()),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const residentSchema = z.object({
  userID: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  mobile: z.string().nullable(),
  imageUrl: z.string().nullable(),
  unitID: z.string(),
  unitNo: z.string(),
  buildingName: z.string().nullable(),
  unitRole: z.enum(UNIT_ROLES),
  role: z.enum(ROLES).nullable(),
  since: z.string(),
});
export type Resident = z.infer<typeof residentSchema>;

const memberFilter = {
  communityID: communityIdSchema,
  q: searchSchema,
  role: z.enum(ROLES, `role must be one of ${ROLES.join(', ')}`).optional(),
};
const residentFilter = {
  communityID: communityIdSchema,
  q: searchSchema,
  buildingID: idSchema('buildingID').optional(),
  unitRole: z.enum(UNIT_ROLES, `unitRole must be one of ${UNIT_ROLES.join(', ')}`).optional(),
};
/** A removal is confirmed with a reason, kept in the audit log. */
export const REMOVAL_REASON_MIN = 3;
export const REMOVAL_REASON_MAX = 500;
const reasonSchema = z
  .string('reason is required')
  .trim()
  .min(REMOVAL_REASON_MIN, `reason must be at least ${REMOVAL_REASON_MIN} characters`)
  .max(REMOVAL_REASON_MAX, `reason must be at most ${REMOVAL_REASON_MAX} characters`);

export const memberOps = {
  memberList: guardedOperation({
    method: 'GET',
    path: '/api/community/member',
    summary:
      'Community members; role=COMMITTEE or role=PMC for the committee and PMC pages. Search name, e-mail, phone, unit',
    access: allow.to('DIRECTORY:read'),
    query: z.object({ ...memberFilter, lastKey: lastKeySchema, limit: limitSchema }),
    response: itemsEnvelope(memberSchema),
  }),
  memberExport: guardedOperation({
    method: 'GET',
    path: '/api/community/member/export',
    summary: 'The same list as an .xlsx file',
    access: allow.to('DIRECTORY:read'),
    query: z.object(memberFilter),
    response: xlsxFileSchema,
  }),
  memberRole: guardedOperation({
    method: 'PUT',
    path: '/api/community/member/role',
    summary: "Change a member's community role (granting or taking ADMIN needs SETTING:write too)",
    access: allow.to('DIRECTORY:approve'),
    body: z.object({
      communityID: communityIdSchema,
      userID: emailSchema,
      role: z.enum(ROLES, `role must be one of ${ROLES.join(', ')}`),
    }),
    response: okSchema,
  }),
  memberRemove: guardedOperation({
    method: 'DELETE',
    path: '/api/community/member',
    summary: 'Remove a member from the community (and its units); their next request is refused',
    access: allow.to('DIRECTORY:approve'),
    body: z.object({ communityID: communityIdSchema, userID: emailSchema, reason: reasonSchema }),
    response: okSchema,
  }),
  residentList: guardedOperation({
    method: 'GET',
    path: '/api/community/resident',
    summary: 'The resident registry (one row per person and unit). Search name, e-mail, phone, unit',
    access: allow.to('DIRECTORY:read'),
    query: z.object({ ...residentFilter, lastKey: lastKeySchema, limit: limitSchema }),
    response: itemsEnvelope(residentSchema),
  }),
  residentExport: guardedOperation({
    method: 'GET',
    path: '/api/community/resident/export',
    summary: 'The resident registry as an .xlsx file',
    access: allow.to('DIRECTORY:read'),
    query: z.object(residentFilter),
    response: xlsxFileSchema,
  }),
  unitMemberRole: guardedOperation({
    method: 'PUT',
    path: '/api/community/unit/member/role',
    summary: "Change a person's role in a unit (owner, co-resident, tenant)",
    access: allow.to('DIRECTORY:write'),
    body: z.object({
      communityID: communityIdSchema,
      unitNo: unitNoSchema,
      userID: emailSchema,
      unitRole: z.enum(UNIT_ROLES, `unitRole must be one of ${UNIT_ROLES.join(', ')}`),
    }),
    response: okSchema,
  }),
  unitMemberKick: guardedOperation({
    method: 'POST',
    path: '/api/community/unit/member/kick',
    summary:
      'Remove a person from a unit, with a reason; a resident left with no unit leaves the community too',
    access: allow.to('DIRECTORY:write'),
    body: z.object({
      communityID: communityIdSchema,
      unitNo: unitNoSchema,
      userID: emailSchema,
      reason: reasonSchema,
    }),
    response: z.object({
      isSuccess: z.literal(true),
      data: z.object({ removedFromCommunity: z.boolean() }),
    }),
  }),
} as const;
