import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope } from './envelope';
import { ROLES } from './roles';
import { communityIdSchema, communityQuerySchema } from './session';

/**
 * The numbers a new community starts with: Thai police, fire and emergency medical, labelled in
 * Thai as the guards who tap them read them (the office renames them in its settings).
 */
export const SOS_DEFAULT_CONTACTS = [
  { label: 'ตำรวจ', phone: '191' },
  { label: 'ดับเพลิง', phone: '199' },
  { label: 'เจ็บป่วยฉุกเฉิน', phone: '1669' },
] as const;
export const SOS_DEFAULT_ROLES = ['PMC', 'ADMIN', 'GUARD'] as const;
export const SOS_DEFAULT_REPEAT_SECONDS = 60;
export const SOS_REPEAT_MIN = 15;
export const SOS_REPEAT_MAX = 3600;
export const SOS_CONTACTS_MAX = 20;
export const SOS_TEXT_MAX = 500;

export const SOS_STATUSES = ['OPEN', 'ACKNOWLEDGED', 'RESOLVED'] as const;
export type SosStatus = (typeof SOS_STATUSES)[number];

const contactSchema = z.object({
  label: z.string('label is required').trim().min(1, 'label is required').max(60, 'label is too long'),
  phone: z
    .string('phone is required')
    .trim()
    .regex(/^\+?[0-9][0-9 -]{1,19}$/, 'phone must be digits (a leading + allowed)'),
});

export const sosSettingSchema = z.object({
  contacts: z.array(contactSchema).max(SOS_CONTACTS_MAX, `At most ${SOS_CONTACTS_MAX} contacts`),
  /** The roles whose members are alerted when someone raises an SOS. */
  alertRoles: z
    .array(z.enum(ROLES, 'alertRoles holds an unknown role'))
    .min(1, 'Choose at least one role to alert'),
  repeatSeconds: z.coerce
    .number('repeatSeconds must be a number')
    .int('repeatSeconds must be a whole number')
    .min(SOS_REPEAT_MIN, `repeatSeconds must be at least ${SOS_REPEAT_MIN}`)
    .max(SOS_REPEAT_MAX, `repeatSeconds must be at most ${SOS_REPEAT_MAX}`),
  residentsMaySos: z.boolean('residentsMaySos must be true or false'),
});
export type SosSetting = z.infer<typeof sosSettingSchema>;

const personSchema = z.object({ userID: z.string(), name: z.string() });

export const alertViewSchema = z.object({
  alertID: z.string(),
  raisedBy: personSchema.extend({ role: z.string() }),
  place: z.string().nullable(),
  /** Where the phone was, when it shared its position. */
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  note: z.string().nullable(),
  raisedAt: z.string(),
  status: z.enum(SOS_STATUSES),
  acknowledgedBy: personSchema.nullable(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type AlertView = z.infer<typeof alertViewSchema>;

const optionalText = (field: string) =>
  z
    .string()
    .trim()
    .max(SOS_TEXT_MAX, `${field} must be at most ${SOS_TEXT_MAX} characters`)
    .optional()
    .transform((t) => t || undefined);
const alertRef = { communityID: communityIdSchema, alertID: z.uuid('alertID is not valid') };

export const sosRaiseSchema = z.object({
  communityID: communityIdSchema,
  place: optionalText('place'),
  note: optionalText('note'),
  latitude: z.number('latitude must be a number').min(-90).max(90).optional(),
  longitude: z.number('longitude must be a number').min(-180).max(180).optional(),
});
export type SosRaiseInput = z.infer<typeof sosRaiseSchema>;

export const sosListSchema = z.object({
  communityID: communityIdSchema,
  status: z.enum(SOS_STATUSES, 'status must be OPEN, ACKNOWLEDGED or RESOLVED').optional(),
  mine: z
    .enum(['true', 'false'], 'mine must be true or false')
    .optional()
    .transform((m) => m === 'true'),
});

/** Guards and staff; a resident reads their own alerts. */
const reader = allow.anyOf('INCIDENT_REPORT:read', 'INCIDENT_REPORT:write');

export const sosOps = {
  setting: guardedOperation({
    method: 'GET',
    path: '/api/sos/setting',
    summary:
      'The SOS contacts (tap to call), who is alerted, the repeat interval, whether residents may raise',
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(sosSettingSchema),
  }),
  saveSetting: guardedOperation({
    method: 'PUT',
    path: '/api/sos/setting',
    summary: 'Change the SOS settings',
    access: allow.to('INCIDENT_REPORT:approve'),
    body: sosSettingSchema.extend({ communityID: communityIdSchema }),
    response: dataEnvelope(sosSettingSchema),
  }),
  raise: guardedOperation({
    method: 'POST',
    path: '/api/sos/alert',
    summary:
      'Raise an SOS: the chosen roles are alerted at once and again every repeat interval until someone acknowledges; one open alert per person (raising again answers it)',
    access: allow.to('INCIDENT_REPORT:write'),
    body: sosRaiseSchema,
    response: dataEnvelope(alertViewSchema),
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/sos/alert/list',
    summary: 'SOS alerts, newest first (the last 100), by status; mine=true: the caller’s own',
    access: reader,
    query: sosListSchema,
    response: dataEnvelope(z.object({ items: z.array(alertViewSchema) })),
  }),
  acknowledge: guardedOperation({
    method: 'POST',
    path: '/api/sos/alert/acknowledge',
    summary: 'Someone is on the way: the repeats stop and the raiser sees who',
    access: allow.to('INCIDENT_REPORT:read'),
    body: z.object(alertRef),
    response: dataEnvelope(alertViewSchema),
  }),
  resolve: guardedOperation({
    method: 'POST',
    path: '/api/sos/alert/resolve',
    summary: 'The emergency is over',
    access: allow.to('INCIDENT_REPORT:read'),
    body: z.object({ ...alertRef, note: optionalText('note') }),
    response: dataEnvelope(alertViewSchema),
  }),
};
