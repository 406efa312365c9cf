import { z } from 'zod';
import { communityIdSchema } from './session';
import { ID_DOCUMENT_TYPES, thaiIdCheckDigit } from './vms-id';
import {
  OVERSTAY_MINUTES_DEFAULT,
  OVERSTAY_MINUTES_MAX,
  VISITOR_TYPES,
  VMS_BADGE_MAX,
  VMS_PLATE_MAX,
} from './vms-records';

/**
 * The gate's settings the office keeps: the utility config, the receipt's account and the
 * document setting. The console's forms read the same limits and messages, so a value the form
 * accepts is one the API accepts.
 */

export const GATE_NAME_MAX = 50;
export const GATES_MAX = 20;
export const BADGES_MAX = 200;
export const OVERRIDE_PLATES_MAX = 200;
export const RECEIPT_NAME_MAX = 200;
export const ADDRESS_LINE_MAX = 200;
export const ADDRESS_LINES_MAX = 4;
export const SLIP_TEXT_MAX = 300;
export const RETENTION_DAYS_DEFAULT = 90;
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3_650;
export const COMMUNITY_NAME_MAX = 200;

export const ADMIN_MESSAGES = {
  gateName: `A gate name is 1 to ${GATE_NAME_MAX} characters`,
  gates: `At most ${GATES_MAX} gates`,
  visitorTypes: 'Keep at least one visitor type in use',
  overstay: `Overstay minutes must be a whole number from 1 to ${OVERSTAY_MINUTES_MAX}`,
  badge: `A badge label is 1 to ${VMS_BADGE_MAX} characters`,
  badges: `At most ${BADGES_MAX} badges`,
  plate: `A plate is 1 to ${VMS_PLATE_MAX} characters`,
  plates: `At most ${OVERRIDE_PLATES_MAX} plates`,
  receiptName: `Give the name on the receipt (at most ${RECEIPT_NAME_MAX} characters)`,
  addressLine: `An address line is at most ${ADDRESS_LINE_MAX} characters`,
  addressLines: `At most ${ADDRESS_LINES_MAX} address lines`,
  taxId: 'A tax ID is 13 digits with a valid check digit',
  promptPay: 'A PromptPay ID is a mobile number (10 digits, starting with 0) or a 13-digit tax ID',
  slipText: `Slip text is at most ${SLIP_TEXT_MAX} characters`,
  documents: 'Accept at least one kind of ID document',
  retention: `Keep visits from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX} days`,
  communityName: "Type the community's name",
} as const;

/** Digits only: what a tax ID or PromptPay ID is once spaces and dashes are taken out. */
export const digitsOf = (raw: string) => raw.replace(/[\s-]/g, '');

/** A Thai tax ID (a company's or a person's): 13 digits whose last is the ID's check digit. */
export function isTaxId(raw: string): boolean {
  const d = digitsOf(raw);
  return /^\d{13}$/.test(d) && thaiIdCheckDigit(d.slice(0, 12)) === Number(d[12]);
}

/** A PromptPay ID as a receipt prints it: a Thai mobile number or a tax ID. */
export function isPromptPayId(raw: string): boolean {
  const d = digitsOf(raw);
  return /^0[689]\d{8}$/.test(d) || isTaxId(d);
}

const c = { communityID: communityIdSchema };
const label = (max: number, message: string) => z.string(message).trim().min(1, message).max(max, message);
/** A list typed one per line: blanks dropped, repeats kept once. */
const list = (item: z.ZodString, max: number, message: string) =>
  z
    .array(item, message)
    .max(max, message)
    .transform((v) => [...new Set(v)]);

export const utilityConfigSchema = z.object({
  gates: list(label(GATE_NAME_MAX, ADMIN_MESSAGES.gateName), GATES_MAX, ADMIN_MESSAGES.gates),
  visitorTypes: z
    .array(z.enum(VISITOR_TYPES), ADMIN_MESSAGES.visitorTypes)
    .min(1, ADMIN_MESSAGES.visitorTypes)
    .transform((v) => VISITOR_TYPES.filter((t) => v.includes(t))),
  overstayMinutes: z
    .number(ADMIN_MESSAGES.overstay)
    .int(ADMIN_MESSAGES.overstay)
    .min(1, ADMIN_MESSAGES.overstay)
    .max(OVERSTAY_MINUTES_MAX, ADMIN_MESSAGES.overstay),
  /** A check-in without a face photo is refused. */
  photoRequired: z.boolean(),
  /** A check-in with a vehicle and no plate is refused. */
  plateRequired: z.boolean(),
  badges: list(label(VMS_BADGE_MAX, ADMIN_MESSAGES.badge), BADGES_MAX, ADMIN_MESSAGES.badges),
  /** Plates a guard may not let in alone: the office overrides. Stored upper case, spaces kept. */
  overridePlates: list(
    label(VMS_PLATE_MAX, ADMIN_MESSAGES.plate),
    OVERRIDE_PLATES_MAX,
    ADMIN_MESSAGES.plates,
  ),
});
export type UtilityConfig = z.output<typeof utilityConfigSchema>;

export const UTILITY_CONFIG_DEFAULT: UtilityConfig = {
  gates: [],
  visitorTypes: [...VISITOR_TYPES],
  overstayMinutes: OVERSTAY_MINUTES_DEFAULT,
  photoRequired: false,
  plateRequired: true,
  badges: [],
  overridePlates: [],
};

export const accountSchema = z.object({
  receiptName: z.string(ADMIN_MESSAGES.receiptName).trim().max(RECEIPT_NAME_MAX, ADMIN_MESSAGES.receiptName),
  addressLines: z
    .array(z.string(ADMIN_MESSAGES.addressLine).trim().max(ADDRESS_LINE_MAX, ADMIN_MESSAGES.addressLine))
    .max(ADDRESS_LINES_MAX, ADMIN_MESSAGES.addressLines)
    .transform((v) => v.filter(Boolean)),
  taxID: z
    .string(ADMIN_MESSAGES.taxId)
    .trim()
    .refine((v) => v === '' || isTaxId(v), ADMIN_MESSAGES.taxId)
    .transform((v) => (v ? digitsOf(v) : null))
    .nullable()
    .transform((v) => v ?? null),
  promptPayID: z
    .string(ADMIN_MESSAGES.promptPay)
    .trim()
    .refine((v) => v === '' || isPromptPayId(v), ADMIN_MESSAGES.promptPay)
    .transform((v) => (v ? digitsOf(v) : null))
    .nullable()
    .transform((v) => v ?? null),
});
export type Account = z.output<typeof accountSchema>;
export const ACCOUNT_DEFAULT: Account = { receiptName: '', addressLines: [], taxID: null, promptPayID: null };

export const documentSettingSchema = z.object({
  slipHeader: z.string(ADMIN_MESSAGES.slipText).trim().max(SLIP_TEXT_MAX, ADMIN_MESSAGES.slipText),
  slipFooter: z.string(ADMIN_MESSAGES.slipText).trim().max(SLIP_TEXT_MAX, ADMIN_MESSAGES.slipText),
  acceptedDocuments: z
    .array(z.enum(ID_DOCUMENT_TYPES), ADMIN_MESSAGES.documents)
    .min(1, ADMIN_MESSAGES.documents)
    .transform((v) => ID_DOCUMENT_TYPES.filter((t) => v.includes(t))),
  /** Days after a visit left before its photos, name and phone are removed (PDPA). */
  retentionDays: z
    .number(ADMIN_MESSAGES.retention)
    .int(ADMIN_MESSAGES.retention)
    .min(RETENTION_DAYS_MIN, ADMIN_MESSAGES.retention)
    .max(RETENTION_DAYS_MAX, ADMIN_MESSAGES.retention),
});
export type DocumentSetting = z.output<typeof documentSettingSchema>;
export const DOCUMENT_SETTING_DEFAULT: DocumentSetting = {
  slipHeader: '',
  slipFooter: '',
  acceptedDocuments: [...ID_DOCUMENT_TYPES],
  retentionDays: RETENTION_DAYS_DEFAULT,
};

export const utilityConfigPutSchema = utilityConfigSchema.extend(c);
export const accountPutSchema = accountSchema.extend(c);
export const documentSettingPutSchema = documentSettingSchema.extend(c);
export const factoryResetSchema = z.object({
  ...c,
  /** The community's name, typed again: a reset is never one click away. */
  communityName: z
    .string(ADMIN_MESSAGES.communityName)
    .trim()
    .min(1, ADMIN_MESSAGES.communityName)
    .max(COMMUNITY_NAME_MAX, ADMIN_MESSAGES.communityName),
});
