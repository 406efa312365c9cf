import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { idSchema, UNIT_ROLES, unitNoSchema, unitSchema } from './directory';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';

/** One unit's page (directory/room/:unitNo): its owners and residents and its cars; and a resident's own units. */

/** A car's plate and province, as the console's form checks them before the API does. */
export const PLATE_NO_MIN = 2;
export const PLATE_NO_MAX = 20;
export const CAR_BRAND_MAX = 50;
export const CAR_COLOUR_MAX = 30;
export const PROVINCE_MIN = 2;
export const PROVINCE_MAX = 50;

export const unitPersonSchema = z.object({
  userID: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  mobile: z.string().nullable(),
  imageUrl: z.string().nullable(),
  unitRole: z.enum(UNIT_ROLES),
  since: z.string(),
});

export const carSchema = z.object({
  carID: z.string(),
  plateNo: z.string(),
  province: z.string(),
  brand: z.string().nullable(),
  colour: z.string().nullable(),
  /** WAITING while the office has not yet decided a resident's request; APPROVED otherwise. */
  status: z.enum(['WAITING', 'APPROVED']),
});

export const unitDetailSchema = unitSchema.extend({
  members: z.array(unitPersonSchema),
  cars: z.array(carSchema),
});
export type UnitDetail = z.infer<typeof unitDetailSchema>;

export const unitDetailOps = {
  unitDetail: guardedOperation({
    method: 'GET',
    path: '/api/community/unit/detail',
    summary: 'One unit with its owners, residents and cars (directory/room/:unitNo)',
    access: allow.to('DIRECTORY:read'),
    query: z.object({ communityID: communityIdSchema, unitNo: unitNoSchema }),
    response: dataEnvelope(unitDetailSchema),
  }),
  myUnits: guardedOperation({
    method: 'GET',
    path: '/api/community/unit/mine',
    summary: "The caller's own units with their people and cars (what a resident may see)",
    access: allow.member('DIRECTORY'),
    query: communityQuerySchema,
    response: itemsEnvelope(unitDetailSchema),
  }),
  carAdd: guardedOperation({
    method: 'POST',
    path: '/api/community/unit/car',
    summary: 'Register a car to a unit',
    access: allow.to('DIRECTORY:write'),
    body: z.object({
      communityID: communityIdSchema,
      unitNo: unitNoSchema,
      plateNo: z
        .string()
        .trim()
        .min(PLATE_NO_MIN, 'plateNo is required')
        .max(PLATE_NO_MAX, `plateNo must be at most ${PLATE_NO_MAX} characters`),
      province: z
        .string()
        .trim()
        .min(PROVINCE_MIN, 'province is required')
        .max(PROVINCE_MAX, `province must be at most ${PROVINCE_MAX} characters`),
      brand: z.string().trim().max(CAR_BRAND_MAX).nullable().optional(),
      colour: z.string().trim().max(CAR_COLOUR_MAX).nullable().optional(),
    }),
    response: dataEnvelope(carSchema),
  }),
  carRemove: guardedOperation({
    method: 'DELETE',
    path: '/api/community/unit/car',
    summary: 'Retire a car of the unit (kept as cancelled, its sticker void)',
    access: allow.to('DIRECTORY:write'),
    body: z.object({ communityID: communityIdSchema, carID: idSchema('carID') }),
    response: okSchema,
  }),
} as const;
