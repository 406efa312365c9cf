import { z } from 'zod';
import { PROVINCE_CODES } from './car-directory-provinces';
import { unitNoSchema } from './directory';
import { lastKeySchema, limitSchema, searchSchema } from './paging';
import { communityIdSchema } from './session';

/**
 * Cars and their stickers, in the directory area. A car row is also its registration request:
 * WAITING -> APPROVED | REJECTED | CANCELLED, and APPROVED -> CANCELLED (retired, sticker void).
 * Plates keep what was typed plus a normalised key and the digit tail a guard types at the gate.
 */
export const CAR_STATES = ['WAITING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type CarState = (typeof CAR_STATES)[number];
export const VEHICLE_TYPES = ['CAR', 'MOTORCYCLE'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const STICKER_STATES = ['VALID', 'EXPIRED', 'VOID', 'NONE'] as const;
export type StickerState = (typeof STICKER_STATES)[number];
export const WHO_MAY_REGISTER = ['ANY_MEMBER', 'OWNER', 'STAFF_ONLY'] as const;
export const CAR_DOCUMENTS = ['REGISTRATION_BOOK', 'ID_CARD', 'LEASE'] as const;
export type CarDocumentKind = (typeof CAR_DOCUMENTS)[number];

export const PLATE_MAX = 20;
export const CAR_TEXT_MAX = 50;
export const REASON_MAX = 500;

const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';

/** The plate as one key: Thai digits to Arabic, no spaces, dashes or dots, upper case. */
export function plateKeyOf(plate: string): string {
  return plate
    .replace(/[๐-๙]/g, (d) => String(THAI_DIGITS.indexOf(d)))
    .replace(/[\s\-.]/g, '')
    .toUpperCase();
}

/** The digits at the plate's end (กข 1234 -> 1234), what a guard reads off the car first. */
export const digitTailOf = (plate: string): string => /(\d+)$/.exec(plateKeyOf(plate))?.[1] ?? '';

export const plateNoSchema = z
  .string('plateNo is required')
  .trim()
  .min(2, 'plateNo is required')
  .max(PLATE_MAX, `plateNo must be at most ${PLATE_MAX} characters`)
  .refine((p) => digitTailOf(p).length > 0, 'plateNo must end in digits, e.g. กข 1234');

export const provinceCodeSchema = z.enum(
  PROVINCE_CODES as [string, ...string[]],
  'provinceCode is not a province',
);
const optionalText = z.string().trim().max(CAR_TEXT_MAX).nullable().optional();
export const carIdSchema = z.uuid('carID is not valid');

export const carPolicySchema = z.object({
  /** The most active (approved) vehicles a unit may hold, by type. */
  limits: z.object({
    CAR: z.number().int().min(0).max(20),
    MOTORCYCLE: z.number().int().min(0).max(20),
  }),
  whoMayRegister: z.enum(WHO_MAY_REGISTER),
  documentsRequired: z.array(z.enum(CAR_DOCUMENTS)).max(CAR_DOCUMENTS.length),
  stickerValidMonths: z.number().int().min(1).max(60),
  /** Letters before the number (`RV2569-0001`); empty for none. */
  stickerPrefix: z
    .string()
    .trim()
    .max(6)
    .regex(/^[A-Z0-9]*$/, 'stickerPrefix: capital letters and digits only'),
  /** Digits of the running number within the Buddhist year (`2569-0001` is 4). */
  stickerDigits: z.number().int().min(3).max(6),
});
export type CarPolicy = z.infer<typeof carPolicySchema>;

export const stickerSchema = z.object({
  stickerID: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  state: z.enum(STICKER_STATES),
});
export type Sticker = z.infer<typeof stickerSchema>;

export const carSchema = z.object({
  carID: z.string(),
  unitID: z.string(),
  unitNo: z.string(),
  plateNo: z.string(),
  digits: z.string(),
  provinceCode: z.string().nullable(),
  province: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  colour: z.string().nullable(),
  status: z.enum(CAR_STATES),
  reason: z.string().nullable(),
  requestedByName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  sticker: stickerSchema.nullable(),
});
export type Car = z.infer<typeof carSchema>;

/** A paper the car's request carries: its kind and a signed link to the upload (15-30 minutes). */
export const carDocumentSchema = z.object({
  kind: z.enum(CAR_DOCUMENTS),
  url: z.string(),
  uploadedAt: z.string(),
});
export type CarDocument = z.infer<typeof carDocumentSchema>;
export const carWithDocumentsSchema = carSchema.extend({ documents: z.array(carDocumentSchema) });
export type CarWithDocuments = z.infer<typeof carWithDocumentsSchema>;

/**
 * Papers to attach: each kind at most once, naming a key `car-register/document` answered. A
 * kind the car already has is replaced (the old one kept, retired). Whether the policy's kinds
 * are all there is the API's check, so the refusal names them in the caller's language.
 */
export const carDocumentsInputSchema = z
  .array(z.object({ kind: z.enum(CAR_DOCUMENTS), fileKey: z.string().trim().min(1).max(300) }))
  .max(CAR_DOCUMENTS.length)
  .refine((d) => new Set(d.map((x) => x.kind)).size === d.length, 'documents: each kind at most once');
export type CarDocumentInput = z.infer<typeof carDocumentsInputSchema>[number];

export const carFieldsSchema = z.object({
  plateNo: plateNoSchema,
  provinceCode: provinceCodeSchema,
  vehicleType: z.enum(VEHICLE_TYPES).default('CAR'),
  brand: optionalText,
  model: optionalText,
  colour: optionalText,
});

export const carCreateSchema = carFieldsSchema.extend({
  communityID: communityIdSchema,
  unitNo: unitNoSchema,
  documents: carDocumentsInputSchema.optional(),
});
export type CarCreate = z.infer<typeof carCreateSchema>;
export const carUpdateSchema = carFieldsSchema.partial().extend({
  communityID: communityIdSchema,
  carID: carIdSchema,
  documents: carDocumentsInputSchema.optional(),
});
export type CarUpdate = z.infer<typeof carUpdateSchema>;
export const carOneSchema = z.object({ communityID: communityIdSchema, carID: carIdSchema });
export const reasonSchema = z
  .string('reason is required')
  .trim()
  .min(1, 'reason is required')
  .max(REASON_MAX, `reason must be at most ${REASON_MAX} characters`);
export const carReasonSchema = carOneSchema.extend({ reason: reasonSchema });
export const carCancelSchema = carOneSchema.extend({ reason: reasonSchema.optional() });

export const carListQuerySchema = z.object({
  communityID: communityIdSchema,
  status: z.enum(CAR_STATES).optional(),
  unitNo: z.string().trim().max(20).optional(),
  q: searchSchema,
  lastKey: lastKeySchema,
  limit: limitSchema,
});
export type CarListQuery = z.infer<typeof carListQuerySchema>;

export const lookupQuerySchema = z.object({
  communityID: communityIdSchema,
  /** A plate fragment, its digits, or the text of a scanned sticker QR. */
  q: z.string('q is required').trim().min(1, 'q is required').max(200),
});

/** What the guard sees: no names, no phone numbers. */
export const lookupHitSchema = z.object({
  carID: z.string().nullable(),
  unitNo: z.string().nullable(),
  plateNo: z.string().nullable(),
  province: z.string().nullable(),
  vehicleType: z.enum(VEHICLE_TYPES).nullable(),
  brand: z.string().nullable(),
  colour: z.string().nullable(),
  stickerNumber: z.string().nullable(),
  validUntil: z.string().nullable(),
  state: z.enum(STICKER_STATES),
});
export type LookupHit = z.infer<typeof lookupHitSchema>;

export const carSheetColumns = [
  { field: 'unitNo', th: 'เลขที่ห้อง', en: 'Unit no.', required: true },
  { field: 'plateNo', th: 'ทะเบียน', en: 'Plate', required: true },
  { field: 'province', th: 'จังหวัด', en: 'Province', required: true },
  { field: 'vehicleType', th: 'ประเภท', en: 'Type', required: false },
  { field: 'brand', th: 'ยี่ห้อ', en: 'Brand', required: false },
  { field: 'model', th: 'รุ่น', en: 'Model', required: false },
  { field: 'colour', th: 'สี', en: 'Colour', required: false },
] as const;
export const CAR_SHEET_MAX_ROWS = 10_000;
