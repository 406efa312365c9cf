import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityQuerySchema } from './session';
import { parkingFeeRulesSchema, VEHICLE_TYPES } from './vms-fee';
import {
  checkinSchema,
  checkoutSchema,
  feeCalculateSchema,
  feePutSchema,
  forceOutSchema,
  myVisitsSchema,
  stampCancelSchema,
  updateInfoSchema,
  visitListSchema,
  visitRefSchema,
  visitSearchSchema,
} from './vms-inputs';
import { visitDetailSchema, visitSchema } from './vms-records';

/**
 * Who does what at the gate:
 * - VMS_NITI:write (GUARD, PMC, ADMIN): check visitors in and out, see and correct every visit.
 * - VMS_NITI:approve (PMC, ADMIN): set the parking fee rules.
 * - VMS_NITI:read (residents too): their own units' visits, and stamps for them.
 */
const gate = allow.to('VMS_NITI:write');
const reader = allow.to('VMS_NITI:read');
const approver = allow.to('VMS_NITI:approve');

export const feeBreakdownSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES).nullable(),
  stayMinutes: z.number().int(),
  withinGrace: z.boolean(),
  stamps: z.number().int(),
  /** Parking coupons counted, and the free hours they gave together. */
  coupons: z.number().int(),
  couponHours: z.number().int(),
  freeMinutesUsed: z.number().int(),
  chargeableMinutes: z.number().int(),
  hoursCharged: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      hours: z.number().int(),
      satang: z.number().int(),
      capApplied: z.boolean(),
    }),
  ),
  hourlySatang: z.number().int(),
  overnightSatang: z.number().int(),
  lostSlipSatang: z.number().int(),
  totalSatang: z.number().int(),
});
export type FeeBreakdown = z.infer<typeof feeBreakdownSchema>;

export const feeSettingSchema = z.object({ rules: parkingFeeRulesSchema, overstayMinutes: z.number().int() });

const visitData = dataEnvelope(visitDetailSchema);
/** True when a resend of the same clientID answered the first result: nothing happened again. */
const replayedSchema = z.boolean();
const visitItems = itemsEnvelope(visitSchema);

export const vmsVisitorOps = {
  checkin: guardedOperation({
    method: 'POST',
    path: '/api/vms/visitor/checkin',
    summary:
      'A visitor enters: walk-in fields, or passToken (name and unit from the pass, one of its entries taken); JSON, or multipart with facePhoto and platePhoto pictures (communityID in the query); the same clientID sent again answers the first visit',
    access: gate,
    body: checkinSchema,
    response: dataEnvelope(visitDetailSchema.extend({ replayed: replayedSchema })),
  }),
  checkout: guardedOperation({
    method: 'POST',
    path: '/api/vms/visitor/checkout',
    summary:
      'A visitor leaves, found by slip code, plate or badge; the parking fee is charged; the same clientID sent again answers the first check-out',
    access: gate,
    body: checkoutSchema,
    response: dataEnvelope(visitDetailSchema.extend({ fee: feeBreakdownSchema, replayed: replayedSchema })),
  }),
  inside: guardedOperation({
    method: 'GET',
    path: '/api/vms/visitor/inside',
    summary: 'Visits not checked out, longest first; overstays flagged',
    access: gate,
    query: communityQuerySchema,
    response: visitItems,
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/vms/visitor/list',
    summary: 'Visits by community days (entry), unit, type and state, newest first',
    access: gate,
    query: visitListSchema,
    response: visitItems,
  }),
  search: guardedOperation({
    method: 'GET',
    path: '/api/vms/visitor/search',
    summary: 'Visits by plate, name, phone, slip code or badge (at most 50, newest first)',
    access: gate,
    query: visitSearchSchema,
    response: visitItems,
  }),
  info: guardedOperation({
    method: 'GET',
    path: '/api/vms/visitor/info',
    summary: 'One visit with its stamps (a resident: only their units’ visits)',
    access: reader,
    query: visitRefSchema,
    response: visitData,
  }),
  my: guardedOperation({
    method: 'GET',
    path: '/api/vms/visitor/my',
    summary: "Visits to the caller's units, newest first",
    access: reader,
    query: myVisitsSchema,
    response: visitItems,
  }),
  updateInfo: guardedOperation({
    method: 'POST',
    path: '/api/vms/update-info',
    summary: "Correct a visit's name, phone, plate, province or purpose (logged)",
    access: gate,
    body: updateInfoSchema,
    response: visitData,
  }),
  forceOut: guardedOperation({
    method: 'POST',
    path: '/api/vms/force-stamp-out',
    summary: 'Mark one visit, or every visit inside since before a time, as gone, with a reason (logged)',
    access: gate,
    body: forceOutSchema,
    response: dataEnvelope(z.object({ visitIDs: z.array(z.string()) })),
  }),
};

export const vmsFeeOps = {
  get: guardedOperation({
    method: 'GET',
    path: '/api/vms/fee',
    summary: 'The parking fee rules per vehicle type, and the overstay minutes',
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(feeSettingSchema),
  }),
  put: guardedOperation({
    method: 'PUT',
    path: '/api/vms/fee',
    summary: 'Set the parking fee rules (and the overstay minutes)',
    access: approver,
    body: feePutSchema,
    response: dataEnvelope(feeSettingSchema),
  }),
  calculate: guardedOperation({
    method: 'POST',
    path: '/api/vms/fee/calculate',
    summary: 'Preview the fee of a visit leaving now, or of a hypothetical stay',
    access: gate,
    body: feeCalculateSchema,
    response: dataEnvelope(feeBreakdownSchema),
  }),
};

export const vmsStampOps = {
  stamp: guardedOperation({
    method: 'POST',
    path: '/api/vms/stamp',
    summary: "Add one parking stamp to a visit inside (a resident: their unit's visitor)",
    access: reader,
    body: visitRefSchema,
    response: visitData,
  }),
  cancel: guardedOperation({
    method: 'POST',
    path: '/api/vms/stamp/cancel',
    summary: 'Cancel a stamp of a visit still inside (the resident who gave it, or gate staff)',
    access: reader,
    body: stampCancelSchema,
    response: visitData,
  }),
};
