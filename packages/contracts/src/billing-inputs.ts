import { z } from 'zod';
import {
  ACCOUNT_NAME_MAX,
  ACCOUNT_NO_PATTERN,
  BANK_CODE_PATTERN,
  BILL_STATUSES,
  billIdSchema,
  chargeSettingsSchema,
  LINE_KINDS,
  LINE_TEXT_MAX,
  LINES_MAX,
  PHONE_PATTERN,
  PROMPTPAY_KINDS,
  periodSchema,
  quantitySchema,
  RECALL_REASON_MAX,
  RUN_KEY_MAX,
  rateSchema,
} from './billing';
import { q } from './billing-op-parts';
import { lastKeySchema, limitSchema } from './paging';

/** What the office sends to billing: every rule here is also the console form's rule. */

const idOf = (name: string) => z.uuid(`${name} is not valid`);
const dateSchema = z.iso.date('dueDate must be a date (YYYY-MM-DD)');
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const lineInputSchema = z.object({
  kind: z.enum(LINE_KINDS).default('OTHER'),
  description: z.string().trim().min(1, 'description is required').max(LINE_TEXT_MAX),
  rateSatang: rateSchema,
  quantity: quantitySchema,
});
export type LineInput = z.infer<typeof lineInputSchema>;

/** Meter readings and cars for the lines worked out from the charge settings. */
export const usageSchema = z.object({
  waterUnits: quantitySchema.optional(),
  powerUnits: quantitySchema.optional(),
  cars: z.number().int().min(0).max(20).optional(),
});

export const createBillSchema = q({
  unitID: idOf('unitID'),
  period: periodSchema,
  dueDate: dateSchema.optional(),
  /** Given lines replace the ones worked out from the charge settings. */
  lines: z.array(lineInputSchema).min(1).max(LINES_MAX).optional(),
  usage: usageSchema.optional(),
  /** ISSUED at once (told to the residents) or kept as a DRAFT. */
  issue: z.boolean().default(true),
});
export const updateBillSchema = q({
  billID: billIdSchema(),
  version: z.number().int().min(1),
  dueDate: dateSchema.optional(),
  lines: z.array(lineInputSchema).min(1).max(LINES_MAX).optional(),
  issue: z.boolean().optional(),
});
export const recallBillSchema = q({
  billID: billIdSchema(),
  reason: z.string().trim().min(1, 'reason is required').max(RECALL_REASON_MAX),
});

export const billFilterSchema = q({
  period: periodSchema.optional(),
  status: z.enum(BILL_STATUSES).optional(),
  buildingID: idOf('buildingID').optional(),
  unitID: idOf('unitID').optional(),
  overdue: flag,
  lastKey: lastKeySchema,
  limit: limitSchema,
});
export const myBillsSchema = q({ lastKey: lastKeySchema, limit: limitSchema });

export const runScopeSchema = q({
  period: periodSchema,
  dueDate: dateSchema.optional(),
  /** None or empty: every unit of the community. */
  buildingIDs: z.array(idOf('buildingID')).max(100).optional(),
});
export const createRunSchema = runScopeSchema.extend({
  runKey: z.string().trim().min(1).max(RUN_KEY_MAX),
});

export const bankInputSchema = q({
  bankCode: z.string().regex(BANK_CODE_PATTERN, 'bankCode must be a 3-digit bank code'),
  accountNo: z.string().regex(ACCOUNT_NO_PATTERN, 'accountNo must be 10 to 15 digits'),
  accountName: z.string().trim().min(1).max(ACCOUNT_NAME_MAX),
});
export const promptPayInputSchema = q({
  promptpayKind: z.enum(PROMPTPAY_KINDS),
  promptpayID: z.string().trim().min(1).max(20),
  accountName: z.string().trim().min(1).max(ACCOUNT_NAME_MAX),
});
export const contactPhoneSchema = q({
  contactPhone: z.string().regex(PHONE_PATTERN, 'contactPhone must be a Thai phone number (0XXXXXXXXX)'),
});
export const chargeInputSchema = q({ charges: chargeSettingsSchema });
