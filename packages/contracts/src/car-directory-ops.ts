import { z } from 'zod';
import { allow, guardedOperation } from './access';
import {
  carCancelSchema,
  carCreateSchema,
  carListQuerySchema,
  carOneSchema,
  carPolicySchema,
  carReasonSchema,
  carSchema,
  carUpdateSchema,
  carWithDocumentsSchema,
  lookupHitSchema,
  stickerSchema,
} from './car-directory';
import { xlsxFileSchema } from './directory';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';

/**
 * Who does what with cars:
 * - DIRECTORY:write works cars: every request and car of the community (PMC, ADMIN).
 * - A unit's members register and follow their own cars (member of the directory feature;
 *   the handler holds them to their own units).
 * - The gate looks up plates and stickers: DIRECTORY:write or VMS_NITI:read (guards).
 */
export const carStaff = allow.to('DIRECTORY:write');
export const carMember = allow.member('DIRECTORY');
export const carGate = allow.anyOf('DIRECTORY:write', 'VMS_NITI:read');

const P = '/api/car-directory';
const carData = dataEnvelope(carSchema);

export const issuedStickerSchema = stickerSchema.extend({
  /** What the sticker's QR encodes: an HMAC-signed token the gate's lookup reads. */
  token: z.string(),
  carID: z.string(),
  plateNo: z.string(),
  province: z.string(),
  unitNo: z.string(),
});

export const carAuditSchema = z.object({
  action: z.string(),
  actor: z.string(),
  at: z.string(),
  detail: z.unknown(),
});

export const carRegisterOps = {
  policyGet: guardedOperation({
    method: 'GET',
    path: `${P}/policy`,
    summary: "The community's car policy (limits per unit, who may register, documents, stickers)",
    access: carMember,
    query: communityQuerySchema,
    response: dataEnvelope(carPolicySchema),
  }),
  policyUpdate: guardedOperation({
    method: 'PUT',
    path: `${P}/policy`,
    summary: 'Change the car policy',
    access: carStaff,
    body: carPolicySchema.extend({ communityID: communityIdSchema }),
    response: dataEnvelope(carPolicySchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: `${P}/car-register/create`,
    summary: 'Ask to register a car to a unit: a resident for their own unit, or staff for any; it waits',
    access: carMember,
    body: carCreateSchema,
    response: carData,
  }),
  update: guardedOperation({
    method: 'PUT',
    path: `${P}/car-register/update`,
    summary: 'Correct a request while it waits',
    access: carMember,
    body: carUpdateSchema,
    response: carData,
  }),
  cancel: guardedOperation({
    method: 'POST',
    path: `${P}/car-register/cancel`,
    summary: 'Withdraw a waiting request, or retire an approved car (its sticker turns void)',
    access: carMember,
    body: carCancelSchema,
    response: carData,
  }),
  approve: guardedOperation({
    method: 'POST',
    path: `${P}/car-register/approve`,
    summary: "Approve a waiting request within the unit's limit; tells the requester",
    access: carStaff,
    body: carOneSchema,
    response: carData,
  }),
  reject: guardedOperation({
    method: 'POST',
    path: `${P}/car-register/reject`,
    summary: 'Reject a waiting request with a reason; tells the requester',
    access: carStaff,
    body: carReasonSchema,
    response: carData,
  }),
  list: guardedOperation({
    method: 'GET',
    path: `${P}/car-register/list`,
    summary: 'Requests and cars by state (the console tabs), searchable, keyset-paged',
    access: carStaff,
    query: carListQuerySchema,
    response: itemsEnvelope(carSchema),
  }),
  counts: guardedOperation({
    method: 'GET',
    path: `${P}/car-register/counts`,
    summary: 'How many cars in each state, and stickers expiring within 30 days (tabs and home card)',
    access: carStaff,
    query: communityQuerySchema,
    response: dataEnvelope(
      z.object({
        WAITING: z.number(),
        APPROVED: z.number(),
        REJECTED: z.number(),
        CANCELLED: z.number(),
        expiring: z.number(),
      }),
    ),
  }),
  my: guardedOperation({
    method: 'GET',
    path: `${P}/car-register/my`,
    summary: "The caller's own units' cars and requests, every state, each with its documents",
    access: carMember,
    query: communityQuerySchema,
    response: itemsEnvelope(carWithDocumentsSchema),
  }),
  document: guardedOperation({
    method: 'POST',
    path: `${P}/car-register/document`,
    summary:
      'Upload one paper for a car (multipart `file`: JPEG, PNG, WebP or PDF); answers the key create and update take',
    access: carMember,
    query: communityQuerySchema,
    response: dataEnvelope(z.object({ fileKey: z.string(), url: z.string(), contentType: z.string() })),
  }),
  sticker: guardedOperation({
    method: 'POST',
    path: `${P}/car-register/sticker`,
    summary:
      "Issue or renew an approved car's sticker: the next number of the Buddhist year, valid-until, signed QR",
    access: carStaff,
    body: carOneSchema,
    response: dataEnvelope(issuedStickerSchema),
  }),
  stickerSheet: guardedOperation({
    method: 'POST',
    path: `${P}/car-register/sticker/sheet`,
    summary: 'The current stickers of the given cars, with their QR tokens, for the A4 sheet',
    access: carStaff,
    body: z.object({ communityID: communityIdSchema, carIDs: z.array(z.uuid()).min(1).max(200) }),
    response: itemsEnvelope(issuedStickerSchema),
  }),
} as const;

export const carManagementOps = {
  carList: guardedOperation({
    method: 'GET',
    path: `${P}/car-management/list`,
    summary: 'The register of cars (approved unless a state is asked), searchable, keyset-paged',
    access: carStaff,
    query: carListQuerySchema,
    response: itemsEnvelope(carSchema),
  }),
  carDetail: guardedOperation({
    method: 'GET',
    path: `${P}/car-management/detail`,
    summary: 'One car with its documents, its stickers and its audit trail',
    access: carStaff,
    query: carOneSchema,
    response: dataEnvelope(
      carWithDocumentsSchema.extend({ stickers: z.array(stickerSchema), audit: z.array(carAuditSchema) }),
    ),
  }),
  carCreate: guardedOperation({
    method: 'POST',
    path: `${P}/car-management/create`,
    summary: 'Register a walk-in car, approved at once (within the limit); documents optional',
    access: carStaff,
    body: carCreateSchema,
    response: carData,
  }),
  carUpdate: guardedOperation({
    method: 'PUT',
    path: `${P}/car-management/update`,
    summary: "Correct an approved car's plate, province, type, brand, model or colour",
    access: carStaff,
    body: carUpdateSchema,
    response: carData,
  }),
  carDelete: guardedOperation({
    method: 'POST',
    path: `${P}/car-management/delete`,
    summary: 'Retire a car with a reason (kept, cancelled, sticker void); nothing is deleted',
    access: carStaff,
    body: carReasonSchema,
    response: carData,
  }),
  carSheet: guardedOperation({
    method: 'POST',
    path: `${P}/car-management/register`,
    summary: "The office's car sheet (.xlsx or .csv, multipart `file`): every row approved, or none",
    access: carStaff,
    query: communityQuerySchema,
    response: dataEnvelope(z.object({ created: z.number() })),
  }),
  carSheetTemplate: guardedOperation({
    method: 'GET',
    path: `${P}/car-management/register/template`,
    summary: 'The car sheet template (.xlsx, headers in Thai and English)',
    access: carStaff,
    query: communityQuerySchema,
    response: xlsxFileSchema,
  }),
  carExport: guardedOperation({
    method: 'GET',
    path: `${P}/car-management/export`,
    summary: 'Every approved car with its sticker as .xlsx',
    access: carStaff,
    query: communityQuerySchema,
    response: xlsxFileSchema,
  }),
  lookup: guardedOperation({
    method: 'GET',
    path: `${P}/car-management/lookup`,
    summary: "The gate's lookup: plate fragment, digits or a scanned QR -> unit, vehicle, sticker state",
    access: carGate,
    query: z.object({
      communityID: communityIdSchema,
      q: z.string('q is required').trim().min(1, 'q is required').max(200),
    }),
    response: itemsEnvelope(lookupHitSchema),
  }),
} as const;

export const carChoiceOps = {
  brandList: guardedOperation({
    method: 'GET',
    path: `${P}/car-brand`,
    summary: "Thai-market brands and the community's own",
    access: carMember,
    query: communityQuerySchema,
    response: itemsEnvelope(z.object({ name: z.string(), own: z.boolean() })),
  }),
  brandCreate: guardedOperation({
    method: 'POST',
    path: `${P}/car-brand`,
    summary: 'Add a brand to this community',
    access: carStaff,
    body: z.object({ communityID: communityIdSchema, name: z.string().trim().min(1).max(50) }),
    response: dataEnvelope(z.object({ name: z.string(), own: z.boolean() })),
  }),
  provinces: guardedOperation({
    method: 'GET',
    path: `${P}/province`,
    summary: "The 77 provinces (ISO 3166-2:TH) and Betong's plate series, Thai and English names",
    access: carMember,
    query: communityQuerySchema,
    response: itemsEnvelope(
      z.object({ code: z.string(), th: z.string(), en: z.string(), partOf: z.string().optional() }),
    ),
  }),
} as const;

/** The area's whole route table, as data: each operation's method, path and access (tests walk it). */
export const carDirectoryOps = { ...carRegisterOps, ...carManagementOps, ...carChoiceOps } as const;
