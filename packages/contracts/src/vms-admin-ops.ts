import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';
import {
  accountPutSchema,
  documentSettingPutSchema,
  factoryResetSchema,
  utilityConfigPutSchema,
} from './vms-admin-settings';
import { ID_DOCUMENT_TYPES } from './vms-id';
import { VISITOR_TYPES } from './vms-records';

/**
 * The gate's figures and the office's settings:
 * - VMS_NITI:write (GUARD, PMC, ADMIN): the dashboard, its hourly chart and top units.
 * - VMS_NITI:read (residents too): read the settings (the receipt header, accepted documents).
 * - VMS_NITI:approve (PMC, ADMIN): change the settings, and put them back to defaults.
 */
const gate = allow.to('VMS_NITI:write');
const reader = allow.to('VMS_NITI:read');
const approver = allow.to('VMS_NITI:approve');

/** The longest range top units are counted over: a year. */
export const TOP_UNITS_RANGE_DAYS_MAX = 366;
export const TOP_UNITS_LIMIT = 10;

const day = z.iso.date('Give days as YYYY-MM-DD');

export const dashboardSchema = z.object({
  /** The community's day (YYYY-MM-DD) the figures of "today" count. */
  day: z.string(),
  insideNow: z.number().int(),
  todayEntries: z.number().int(),
  overstays: z.number().int(),
  overstayMinutes: z.number().int(),
  insideByType: z.record(z.enum(VISITOR_TYPES), z.number().int()),
  /** Fees charged at check-outs of the day, in satang. */
  feesTodaySatang: z.number().int(),
  batchesToVerify: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const hourlyQuerySchema = communityQuerySchema.extend({ day: day.optional() });
export const hourlySchema = z.object({
  day: z.string(),
  hours: z.array(z.object({ hour: z.number().int(), entries: z.number().int(), exits: z.number().int() })),
});
export type Hourly = z.infer<typeof hourlySchema>;

export const topUnitsQuerySchema = z
  .object({ communityID: communityIdSchema, from: day, to: day })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'The range ends before it starts' })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < TOP_UNITS_RANGE_DAYS_MAX, {
    path: ['to'],
    message: `The range is at most ${TOP_UNITS_RANGE_DAYS_MAX} days`,
  });
export const topUnitSchema = z.object({ unitID: z.string(), unitNo: z.string(), visits: z.number().int() });
export type TopUnit = z.infer<typeof topUnitSchema>;

export const utilityConfigRecordSchema = z.object({
  gates: z.array(z.string()),
  visitorTypes: z.array(z.enum(VISITOR_TYPES)),
  overstayMinutes: z.number().int(),
  photoRequired: z.boolean(),
  plateRequired: z.boolean(),
  badges: z.array(z.string()),
  overridePlates: z.array(z.string()),
});
export const accountRecordSchema = z.object({
  receiptName: z.string(),
  addressLines: z.array(z.string()),
  taxID: z.string().nullable(),
  promptPayID: z.string().nullable(),
});
export const documentSettingRecordSchema = z.object({
  slipHeader: z.string(),
  slipFooter: z.string(),
  acceptedDocuments: z.array(z.enum(ID_DOCUMENT_TYPES)),
  retentionDays: z.number().int(),
});

export const vmsDashboardOps = {
  dashboard: guardedOperation({
    method: 'GET',
    path: '/api/vms/dashboard',
    summary: "Inside now, today's entries, overstays, inside by type, today's fees, batches to verify",
    access: gate,
    query: communityQuerySchema,
    response: dataEnvelope(dashboardSchema),
  }),
  hourly: guardedOperation({
    method: 'GET',
    path: '/api/vms/dashboard/hourly',
    summary: "Entries and exits per hour of one community day (today's by default)",
    access: gate,
    query: hourlyQuerySchema,
    response: dataEnvelope(hourlySchema),
  }),
  topUnits: guardedOperation({
    method: 'GET',
    path: '/api/vms/dashboard/top-units',
    summary: `The ${TOP_UNITS_LIMIT} most visited units between two community days`,
    access: gate,
    query: topUnitsQuerySchema,
    response: itemsEnvelope(topUnitSchema),
  }),
};

export const vmsSettingOps = {
  utilityGet: guardedOperation({
    method: 'GET',
    path: '/api/vms/utility-config',
    summary:
      'Gates, visitor types in use, overstay minutes, photo and plate rules, badges, plates needing an override',
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(utilityConfigRecordSchema),
  }),
  utilityPut: guardedOperation({
    method: 'PUT',
    path: '/api/vms/utility-config',
    summary: 'Set the gate utility config (the overstay minutes are the fee setting’s too)',
    access: approver,
    body: utilityConfigPutSchema,
    response: dataEnvelope(utilityConfigRecordSchema),
  }),
  accountGet: guardedOperation({
    method: 'GET',
    path: '/api/vms/account',
    summary: "The fee receipt's header, tax ID and PromptPay ID",
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(accountRecordSchema),
  }),
  accountPut: guardedOperation({
    method: 'PUT',
    path: '/api/vms/account',
    summary: "Set the fee receipt's header, tax ID and PromptPay ID",
    access: approver,
    body: accountPutSchema,
    response: dataEnvelope(accountRecordSchema),
  }),
  documentGet: guardedOperation({
    method: 'GET',
    path: '/api/vms/document-setting',
    summary: 'Slip header and footer, accepted ID documents, retention days',
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(documentSettingRecordSchema),
  }),
  documentPut: guardedOperation({
    method: 'PUT',
    path: '/api/vms/document-setting',
    summary: 'Set the slip texts, accepted ID documents and retention days',
    access: approver,
    body: documentSettingPutSchema,
    response: dataEnvelope(documentSettingRecordSchema),
  }),
  factoryReset: guardedOperation({
    method: 'POST',
    path: '/api/vms/factory-setting',
    summary:
      "Every vms setting back to its default (the body repeats the community's name); visits and coupons kept",
    access: approver,
    body: factoryResetSchema,
    response: okSchema,
  }),
};
