import { z } from 'zod';

/**
 * A guest pass as answered: who it lets in, for which unit, in which window, how many times.
 * Its state is derived, in this order: CANCELLED (cancelled), USED (every entry taken), EXPIRED
 * (the window has ended), else ACTIVE (including a window still to come).
 */
export const PASS_STATES = ['ACTIVE', 'USED', 'EXPIRED', 'CANCELLED'] as const;
export type PassState = (typeof PASS_STATES)[number];

/** What the gate makes of a token shown to it; an altered or foreign token is refused instead. */
export const PASS_CHECKS = ['VALID', 'NOT_YET_VALID', 'EXPIRED', 'USED', 'CANCELLED'] as const;
export type PassCheckStatus = (typeof PASS_CHECKS)[number];

export const PASS_ENTRIES_MAX = 100;
export const PASS_GUEST_MAX = 100;
export const PASS_TOKEN_MAX = 2_000;
export const PASS_WINDOW_HOURS_MAX = 720;
export const PASS_WINDOW_HOURS_DEFAULT = 72;
export const PASSES_PER_UNIT_DAY_MAX = 100;
export const PASSES_PER_UNIT_DAY_DEFAULT = 10;

export const passSchema = z.object({
  passID: z.string(),
  unitID: z.string(),
  unitNo: z.string(),
  guestName: z.string(),
  phone: z.string().nullable(),
  plate: z.string().nullable(),
  province: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  entriesAllowed: z.number().int(),
  entriesUsed: z.number().int(),
  state: z.enum(PASS_STATES),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The signed token its QR code carries (the same every time: EdDSA signatures are deterministic). */
  token: z.string(),
});
export type GuestPassRecord = z.infer<typeof passSchema>;

export const passCheckSchema = z.object({
  status: z.enum(PASS_CHECKS),
  /** Only VALID lets the guest in now. */
  valid: z.boolean(),
  validFrom: z.string(),
  validTo: z.string(),
  pass: passSchema,
});
export type PassCheck = z.infer<typeof passCheckSchema>;

export const passSettingSchema = z.object({
  /** Whether residents may pre-register guests (gate staff always may). */
  allowed: z.boolean(),
  /** The longest window a pass may have, in hours. */
  maxWindowHours: z.number().int(),
  /** Passes one unit may be given per community (Bangkok) day. */
  perUnitPerDay: z.number().int(),
});
export type PassSetting = z.infer<typeof passSettingSchema>;

/**
 * The setting as read: with the community's public pass key (an Ed25519 JWK), so a gate app
 * can check a pass's signature and window offline; only the server can judge its entries.
 */
export const passSettingViewSchema = passSettingSchema.extend({
  verifyKey: z.object({ kty: z.string(), crv: z.string(), x: z.string() }),
});
export type PassSettingView = z.infer<typeof passSettingViewSchema>;

export const PHOTO_KINDS = ['FACE', 'PLATE'] as const;
export type VisitPhotoKind = (typeof PHOTO_KINDS)[number];
export const visitPhotoLinkSchema = z.object({ url: z.string() });
