import { z } from 'zod';
import { guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import {
  PARCEL_TYPES,
  parcelIdsSchema,
  parcelSchema,
  parcelSettingsSchema,
  SLIP_FIELDS,
  trackingNoSchema,
} from './parcel';
import {
  handOutMultipleSchema,
  handOutSchema,
  preferenceUpdateSchema,
  reasonedSchema,
  receiveParcelSchema,
  returnMultipleSchema,
  returnSchema,
  updateParcelSchema,
} from './parcel-inputs';
import { desk, parcelData, parcelItems, q, resident, rules } from './parcel-op-parts';
import { communityIdSchema } from './session';

/** What the desk does: receive (and the form's lookups), correct, print, hand out, return, delete. */

export const slipSchema = z.object({
  parcelID: z.string(),
  no: z.number().int(),
  /** What the slip's QR code or barcode encodes: scanning it at the desk finds the parcel. */
  code: z.string(),
  unitNo: z.string(),
  buildingName: z.string().nullable(),
  recipientName: z.string(),
  receivedAt: z.string(),
  type: z.enum(PARCEL_TYPES),
  carrier: z.string(),
  trackingNo: z.string(),
  note: z.string().nullable(),
});

export const recipientUnitSchema = z.object({
  unitID: z.string(),
  unitNo: z.string(),
  buildingID: z.string().nullable(),
  buildingName: z.string().nullable(),
  residents: z.array(
    z.object({ userID: z.string(), name: z.string(), mobile: z.string().nullable(), unitRole: z.string() }),
  ),
});

export const parcelDeskOps = {
  receive: guardedOperation({
    method: 'POST',
    path: '/api/parcel/pmc',
    summary:
      'Receive a parcel at the desk and notify the unit: JSON, or multipart with a `photo` (then communityID goes in the query)',
    access: desk,
    body: receiveParcelSchema,
    response: parcelData,
  }),
  nextNo: guardedOperation({
    method: 'GET',
    path: '/api/parcel/no',
    summary: 'The parcel number the next receive will probably get (a hint; saving allocates it)',
    access: desk,
    query: q(),
    response: dataEnvelope(z.object({ nextNo: z.number().int() })),
  }),
  trackingExist: guardedOperation({
    method: 'GET',
    path: '/api/parcel/tracking/exist',
    summary: 'Parcels with this tracking number that are still waiting (warn before a duplicate)',
    access: desk,
    query: q({ trackingNo: trackingNoSchema }),
    response: dataEnvelope(
      z.object({
        exists: z.boolean(),
        parcels: z.array(parcelSchema.pick({ parcelID: true, no: true, unitNo: true, receivedAt: true })),
      }),
    ),
  }),
  recipient: guardedOperation({
    method: 'GET',
    path: '/api/parcel/recipient',
    summary: 'Units and their residents by unit number, resident name or phone',
    access: desk,
    query: q({ q: z.string().trim().min(1, 'Type a unit, name or phone').max(50) }),
    response: itemsEnvelope(recipientUnitSchema),
  }),
  deliveryList: guardedOperation({
    method: 'GET',
    path: '/api/parcel/delivery/list',
    summary: 'The carriers this community uses',
    access: resident,
    query: q(),
    response: itemsEnvelope(z.object({ name: z.string() })),
  }),
  typeList: guardedOperation({
    method: 'GET',
    path: '/api/parcel/type/list',
    summary: 'The parcel types this community uses (codes; the console translates them)',
    access: resident,
    query: q(),
    response: itemsEnvelope(z.object({ code: z.enum(PARCEL_TYPES) })),
  }),
  update: guardedOperation({
    method: 'PUT',
    path: '/api/parcel/update',
    summary:
      'Correct a waiting parcel (tracking, carrier, type, recipient, note, notice, photo): JSON, or multipart with a new `photo` (then communityID goes in the query)',
    access: desk,
    body: updateParcelSchema,
    response: parcelData,
  }),
  print: guardedOperation({
    method: 'POST',
    path: '/api/parcel/print',
    summary: 'Slip data for the given parcels, or for the notice tab when none are given',
    access: desk,
    body: z.object({ communityID: communityIdSchema, parcelIDs: parcelIdsSchema.optional() }),
    response: dataEnvelope(
      z.object({
        communityName: z.string(),
        timeZone: z.string(),
        slipsPerPage: z.number().int(),
        fields: z.array(z.enum(SLIP_FIELDS)),
        slips: z.array(slipSchema),
      }),
    ),
  }),
  printFlag: guardedOperation({
    method: 'POST',
    path: '/api/parcel/print/flag',
    summary: 'Mark notices printed, which empties them from the notice tab',
    access: desk,
    body: z.object({ communityID: communityIdSchema, parcelIDs: parcelIdsSchema }),
    response: parcelItems,
  }),
  handOut: guardedOperation({
    method: 'POST',
    path: '/api/parcel/export',
    summary: 'Hand a parcel out to a resident of its unit or a named proxy; notifies the unit',
    access: desk,
    body: handOutSchema,
    response: parcelItems,
  }),
  handOutMultiple: guardedOperation({
    method: 'POST',
    path: '/api/parcel/export/multiple',
    summary: 'Hand out several parcels of one unit to one collector, all or none',
    access: desk,
    body: handOutMultipleSchema,
    response: parcelItems,
  }),
  undoHandOut: guardedOperation({
    method: 'POST',
    path: '/api/parcel/export/undo',
    summary: 'Take back a mistaken hand-out (within 24 hours) so the parcel waits again',
    access: desk,
    body: reasonedSchema,
    response: parcelData,
  }),
  return: guardedOperation({
    method: 'POST',
    path: '/api/parcel/return',
    summary: 'Return a waiting parcel to the sender',
    access: desk,
    body: returnSchema,
    response: parcelItems,
  }),
  returnMultiple: guardedOperation({
    method: 'POST',
    path: '/api/parcel/return/multiple',
    summary: 'Return several waiting parcels to their senders, all or none',
    access: desk,
    body: returnMultipleSchema,
    response: parcelItems,
  }),
  delete: guardedOperation({
    method: 'DELETE',
    path: '/api/parcel/delete',
    summary: 'Delete a waiting parcel entered by mistake: the record stays, with the reason',
    access: desk,
    body: reasonedSchema,
    response: parcelData,
  }),
  preference: guardedOperation({
    method: 'GET',
    path: '/api/parcel/preference',
    summary: "The community's parcel settings",
    access: desk,
    query: q(),
    response: dataEnvelope(parcelSettingsSchema),
  }),
  preferenceUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/parcel/preference',
    summary: 'Change overdue days, slip layout and fields, and the types and carriers in use',
    access: rules,
    body: preferenceUpdateSchema,
    response: dataEnvelope(parcelSettingsSchema),
  }),
} as const;
