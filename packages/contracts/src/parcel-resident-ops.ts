import { z } from 'zod';
import { guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { overtimeRequestSchema, PARCEL_STATUSES, parcelIdSchema } from './parcel';
import { overtimeSettingsSchema, pageSchema } from './parcel-inputs';
import { desk, one, parcelItems, q, resident, rules } from './parcel-op-parts';
import { communityIdSchema } from './session';

/** The residents' side (the mobile app's calls) and the requests for more time (req-overtime). */

const settingsData = dataEnvelope(z.object({ overtimeAllowed: z.boolean(), overtimeMaxDays: z.number() }));

export const parcelResidentOps = {
  mine: guardedOperation({
    method: 'GET',
    path: '/api/parcel/my',
    summary: "The resident's side: parcels of the caller's own units, newest first",
    access: resident,
    query: q({ status: z.enum(PARCEL_STATUSES).optional() }).extend(pageSchema.shape),
    response: parcelItems,
  }),
  overtimeRequest: guardedOperation({
    method: 'POST',
    path: '/api/parcel/req-overtime',
    summary: 'A resident asks the desk to keep their waiting parcel longer',
    access: resident,
    body: z.object({
      communityID: communityIdSchema,
      parcelID: parcelIdSchema,
      days: z.number().int().min(1, 'days must be at least 1').max(60),
      reason: z.string().trim().max(300).optional(),
    }),
    response: dataEnvelope(overtimeRequestSchema),
  }),
  overtimeGet: guardedOperation({
    method: 'GET',
    path: '/api/parcel/req-overtime',
    summary: "A resident's parcel: whether more time may be asked, and the active request",
    access: resident,
    query: one,
    response: dataEnvelope(
      z.object({
        overtimeAllowed: z.boolean(),
        overtimeMaxDays: z.number(),
        request: overtimeRequestSchema.nullable(),
      }),
    ),
  }),
  overtimeCancel: guardedOperation({
    method: 'POST',
    path: '/api/parcel/req-overtime/cancel',
    summary: 'The resident withdraws their request; the parcel is due at the usual time again',
    access: resident,
    body: z.object({ communityID: communityIdSchema, parcelID: parcelIdSchema }),
    response: dataEnvelope(overtimeRequestSchema),
  }),
  overtimeList: guardedOperation({
    method: 'GET',
    path: '/api/parcel/req-overtime/list',
    summary: 'Active requests for more time on waiting parcels, newest first',
    access: desk,
    query: q().extend(pageSchema.shape),
    response: itemsEnvelope(overtimeRequestSchema),
  }),
  overtimeSettings: guardedOperation({
    method: 'GET',
    path: '/api/parcel/req-overtime/settings',
    summary: 'Whether residents may ask for more time, and how many days at most',
    access: resident,
    query: q(),
    response: settingsData,
  }),
  overtimeSettingsUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/parcel/req-overtime/settings',
    summary: 'Allow or stop requests for more time, and set the most days',
    access: rules,
    body: overtimeSettingsSchema,
    response: settingsData,
  }),
} as const;
