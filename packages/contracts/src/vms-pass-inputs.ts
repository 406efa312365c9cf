import { z } from 'zod';
import { lastKeySchema, limitSchema } from './paging';
import { communityIdSchema } from './session';
import { gateText, optionalGateText } from './vms-fields';
import {
  PASS_ENTRIES_MAX,
  PASS_GUEST_MAX,
  PASS_STATES,
  PASS_TOKEN_MAX,
  PASS_WINDOW_HOURS_MAX,
  PASSES_PER_UNIT_DAY_MAX,
  PHOTO_KINDS,
} from './vms-pass-records';
import { VMS_PHONE_MAX, VMS_PLATE_MAX, VMS_PROVINCE_MAX, VMS_REASON_MAX } from './vms-records';

/** What the pass forms send; the console's form rules read the same limits. */

const c = { communityID: communityIdSchema };
const text = gateText;
const optionalText = optionalGateText;
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` });
const int = (label: string, min: number, max: number) =>
  z.coerce
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
const day = z.iso.date('Give days as YYYY-MM-DD');
export const passIdSchema = z.uuid('passID is not valid');
export const passTokenSchema = z
  .string('The pass must be text')
  .trim()
  .min(1, 'Give the pass code')
  .max(PASS_TOKEN_MAX, 'This is not a pass code');

export const preregisterSchema = z
  .object({
    ...c,
    unitID: z.uuid('unitID is not valid'),
    guestName: text("The guest's name", PASS_GUEST_MAX).min(1, "Give the guest's name"),
    phone: optionalText('The phone', VMS_PHONE_MAX),
    plate: optionalText('The plate', VMS_PLATE_MAX),
    province: optionalText('The province', VMS_PROVINCE_MAX),
    validFrom: instant('The start'),
    validTo: instant('The end'),
    /** 1: a single entry; more: up to that many entries inside the window. */
    entries: int('The entries', 1, PASS_ENTRIES_MAX).default(1),
  })
  .refine((v) => Date.parse(v.validTo) > Date.parse(v.validFrom), {
    path: ['validTo'],
    message: 'The pass must end after it starts',
  });
export type PreregisterInput = z.output<typeof preregisterSchema>;

export const passListSchema = z
  .object({
    ...c,
    state: z.enum(PASS_STATES, { error: `State must be one of ${PASS_STATES.join(', ')}` }).optional(),
    unitID: z.uuid('unitID is not valid').optional(),
    /** Passes whose window touches these community days. */
    from: day.optional(),
    to: day.optional(),
    lastKey: lastKeySchema,
    limit: limitSchema,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: 'The range ends before it starts',
  });
export type PassListQuery = z.output<typeof passListSchema>;

export const passCancelSchema = z.object({
  ...c,
  passID: passIdSchema,
  reason: optionalText('The reason', VMS_REASON_MAX),
});
export type PassCancelInput = z.output<typeof passCancelSchema>;

export const passVerifySchema = z.object({ ...c, token: passTokenSchema });

export const passSettingPutSchema = z.object({
  ...c,
  allowed: z.boolean('allowed must be true or false'),
  maxWindowHours: int('The longest window', 1, PASS_WINDOW_HOURS_MAX),
  perUnitPerDay: int('The passes per unit per day', 1, PASSES_PER_UNIT_DAY_MAX),
});
export type PassSettingInput = z.output<typeof passSettingPutSchema>;

export const visitPhotoSchema = z.object({
  ...c,
  visitID: z.uuid('visitID is not valid'),
  kind: z.enum(PHOTO_KINDS, { error: `kind must be one of ${PHOTO_KINDS.join(', ')}` }),
});
