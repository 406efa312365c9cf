import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';
import { lastKeySchema, limitSchema, searchSchema } from './paging';
import { communityIdSchema, communityQuerySchema } from './session';

/** Buildings, units, cars and the dashboard card (directory/room, community/building); the import is in unit-import.ts. */

export const UNIT_ROLES = ['OWNER', 'CO_RESIDENT', 'TENANT'] as const;
export type UnitRole = (typeof UNIT_ROLES)[number];

export const idSchema = (field: string) => z.uuid(`${field} is not valid`);

/** The limits of a building and a unit, for the schemas below and the console's form rules. */
export const UNIT_NO_MAX = 20;
/** A unit number starts with a letter or digit, then letters, digits, spaces, /, - and . */
export const UNIT_NO_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}/\-. ]*$/u;
export const BUILDING_NAME_MAX = 60;
export const BUILDING_FLOORS_MIN = 1;
export const BUILDING_FLOORS_MAX = 200;
export const AREA_SQM_MAX = 100_000;
export const AREA_SQM_DECIMALS = 2;
export const OWNERSHIP_RATIO_DECIMALS = 6;
export const UNIT_TYPE_MAX = 50;

/** Upper-cased, so a-101 and A-101 are one unit wherever they are typed. */
export const unitNoSchema = z
  .string('unitNo is required')
  .trim()
  .toUpperCase()
  .min(1, 'unitNo is required')
  .max(UNIT_NO_MAX, `unitNo must be at most ${UNIT_NO_MAX} characters`)
  .regex(UNIT_NO_PATTERN, 'unitNo may hold letters, digits, spaces, /, - and .');

const buildingNameSchema = z
  .string()
  .trim()
  .min(1, 'Building name is required')
  .max(BUILDING_NAME_MAX, `Building name must be at most ${BUILDING_NAME_MAX} characters`);
const floorsSchema = z
  .number('floors must be a number')
  .int('floors must be a whole number')
  .min(BUILDING_FLOORS_MIN, `floors must be at least ${BUILDING_FLOORS_MIN}`)
  .max(BUILDING_FLOORS_MAX, `floors must be at most ${BUILDING_FLOORS_MAX}`);

export const FLOOR_MIN = -5;
export const FLOOR_MAX = 200;
const floorSchema = z
  .number('floor must be a number')
  .int('floor must be a whole number')
  .min(FLOOR_MIN, `floor must be at least ${FLOOR_MIN}`)
  .max(FLOOR_MAX, `floor must be at most ${FLOOR_MAX}`);
/** The database column keeps this many decimals; more would be rounded away without a word. */
export const hasAtMostDecimals = (n: number, places: number) => {
  const scaled = n * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** Area in square metres, two decimals, as on the title deed. */
const areaSchema = z
  .number('areaSqm must be a number')
  .positive('areaSqm must be more than 0')
  .max(AREA_SQM_MAX, `areaSqm must be at most ${AREA_SQM_MAX}`)
  .refine(
    (n) => hasAtMostDecimals(n, AREA_SQM_DECIMALS),
    `areaSqm may have at most ${AREA_SQM_DECIMALS} decimals`,
  );
/** The unit's share of the common property as a fraction (0.012345), six decimals at most. */
const ratioSchema = z
  .number('ownershipRatio must be a number')
  .positive('ownershipRatio must be more than 0')
  .max(1, 'ownershipRatio is a fraction of 1 (e.g. 0.012345)')
  .refine(
    (n) => hasAtMostDecimals(n, OWNERSHIP_RATIO_DECIMALS),
    `ownershipRatio may have at most ${OWNERSHIP_RATIO_DECIMALS} decimals`,
  );
const unitTypeSchema = z
  .string()
  .trim()
  .max(UNIT_TYPE_MAX, `unitType must be at most ${UNIT_TYPE_MAX} characters`);

export const buildingSchema = z.object({
  buildingID: z.string(),
  name: z.string(),
  floors: z.number(),
  unitCount: z.number(),
});
export type Building = z.infer<typeof buildingSchema>;

export const unitSchema = z.object({
  unitID: z.string(),
  unitNo: z.string(),
  buildingID: z.string().nullable(),
  buildingName: z.string().nullable(),
  floor: z.number().nullable(),
  areaSqm: z.number().nullable(),
  ownershipRatio: z.number().nullable(),
  unitType: z.string().nullable(),
  residentCount: z.number(),
});
export type Unit = z.infer<typeof unitSchema>;

const unitFields = {
  buildingID: idSchema('buildingID').nullable().optional(),
  floor: floorSchema.nullable().optional(),
  areaSqm: areaSchema.nullable().optional(),
  ownershipRatio: ratioSchema.nullable().optional(),
  unitType: unitTypeSchema.nullable().optional(),
};

/** A binary answer (an .xlsx file); the schema only documents it. */
export const xlsxFileSchema = z.unknown().describe('An .xlsx file');

export const directoryOps = {
  buildingList: guardedOperation({
    method: 'GET',
    path: '/api/community/building',
    summary: 'The buildings (or village lanes) of the community, with their unit counts',
    access: allow.to('DIRECTORY:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(buildingSchema),
  }),
  buildingCreate: guardedOperation({
    method: 'POST',
    path: '/api/community/building',
    summary: 'Add a building',
    access: allow.to('DIRECTORY:write'),
    body: z.object({ communityID: communityIdSchema, name: buildingNameSchema, floors: floorsSchema }),
    response: dataEnvelope(buildingSchema),
  }),
  buildingUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/community/building',
    summary: 'Rename a building or change its number of floors',
    access: allow.to('DIRECTORY:write'),
    body: z.object({
      communityID: communityIdSchema,
      buildingID: idSchema('buildingID'),
      name: buildingNameSchema.optional(),
      floors: floorsSchema.optional(),
    }),
    response: dataEnvelope(buildingSchema),
  }),
  buildingDelete: guardedOperation({
    method: 'DELETE',
    path: '/api/community/building',
    summary: 'Remove a building that has no units',
    access: allow.to('DIRECTORY:write'),
    body: z.object({ communityID: communityIdSchema, buildingID: idSchema('buildingID') }),
    response: okSchema,
  }),
  unitList: guardedOperation({
    method: 'GET',
    path: '/api/community/unit',
    summary: 'The room registry: search by unit number, filter by building, floor and type',
    access: allow.to('DIRECTORY:read'),
    query: z.object({
      communityID: communityIdSchema,
      q: searchSchema,
      buildingID: idSchema('buildingID').optional(),
      floor: z.coerce.number('floor must be a number').int('floor must be a whole number').optional(),
      unitType: unitTypeSchema.optional(),
      lastKey: lastKeySchema,
      limit: limitSchema,
    }),
    response: itemsEnvelope(unitSchema),
  }),
  unitTypes: guardedOperation({
    method: 'GET',
    path: '/api/community/unit/type',
    summary: 'The unit types in use, for the type filter',
    access: allow.to('DIRECTORY:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(z.string()),
  }),
  unitCreate: guardedOperation({
    method: 'POST',
    path: '/api/community/unit',
    summary: 'Add a unit',
    access: allow.to('DIRECTORY:write'),
    body: z.object({ communityID: communityIdSchema, unitNo: unitNoSchema, ...unitFields }),
    response: dataEnvelope(unitSchema),
  }),
  unitUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/community/unit',
    summary: "Edit a unit's number, building, floor, area, ownership ratio or type",
    access: allow.to('DIRECTORY:write'),
    body: z.object({
      communityID: communityIdSchema,
      unitID: idSchema('unitID'),
      unitNo: unitNoSchema.optional(),
      ...unitFields,
    }),
    response: dataEnvelope(unitSchema),
  }),
  summary: guardedOperation({
    method: 'GET',
    path: '/api/directory/summary',
    summary: 'The dashboard card: units, residents and pending invitations',
    access: allow.to('DIRECTORY:read'),
    query: communityQuerySchema,
    response: dataEnvelope(
      z.object({
        buildings: z.number(),
        units: z.number(),
        occupiedUnits: z.number(),
        residents: z.number(),
        pendingInvitations: z.number(),
      }),
    ),
  }),
} as const;
