import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope } from './envelope';
import { communityIdSchema, communityQuerySchema, emailSchema } from './session';
import { VEHICLE_TYPES } from './vms-fee';
import { PAYMENT_METHODS, VISITOR_TYPES } from './vms-records';

/**
 * The gate's reports: a range of community days (at most a leap year) as figures and as a
 * spreadsheet, and the month's report mailed to the office's list.
 * - VMS_NITI:write (GUARD, PMC, ADMIN): read the reports and download the sheet.
 * - VMS_NITI:read: see the monthly e-mail setting; VMS_NITI:approve (PMC, ADMIN): change it, send now.
 */
const gate = allow.to('VMS_NITI:write');
const reader = allow.to('VMS_NITI:read');
const approver = allow.to('VMS_NITI:approve');

/** The longest range a report covers, in community days (a leap year, both ends counted). */
export const REPORT_DAYS_MAX = 366;
export const MONTHLY_RECIPIENTS_MAX = 20;
/** The most visits one sheet holds: beyond it, a shorter range (a year of a busy gate is too big to open). */
export const SHEET_VISITS_MAX = 100_000;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const day = z.iso.date('Give days as YYYY-MM-DD');
/** Reversed or too long ranges are refused by the route, in the caller's language. */
export const reportRangeSchema = z.object({ communityID: communityIdSchema, from: day, to: day });
export type ReportRange = z.output<typeof reportRangeSchema>;

const count = z.number().int();
const satang = z.number().int();
const share = z.object({ visits: count, feeSatang: satang });

export const visitReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    visits: count,
    withVehicle: count,
    feeSatang: satang,
    forcedOut: count,
    /** Stayed (or, still inside, have stayed) longer than the gate's overstay minutes. */
    overstays: count,
    inside: count,
  }),
  /** Every day of the range, days without visits too, in order. */
  days: z.array(share.extend({ date: z.string() })),
  visitorTypes: z.array(share.extend({ visitorType: z.enum(VISITOR_TYPES) })),
  /** `null`: on foot. */
  vehicleTypes: z.array(share.extend({ vehicleType: z.enum(VEHICLE_TYPES).nullable() })),
  payments: z.array(share.extend({ paymentMethod: z.enum(PAYMENT_METHODS) })),
});
export type VisitReport = z.infer<typeof visitReportSchema>;

export const monthlyEmailSettingSchema = z.object({
  enabled: z.boolean(),
  recipients: z.array(z.string()),
});
export type MonthlyEmailSetting = z.infer<typeof monthlyEmailSettingSchema>;

export const monthlyEmailSettingPutSchema = z.object({
  communityID: communityIdSchema,
  enabled: z.boolean('enabled must be true or false'),
  recipients: z
    .array(emailSchema)
    .max(MONTHLY_RECIPIENTS_MAX, `At most ${MONTHLY_RECIPIENTS_MAX} recipients`)
    .transform((list) => [...new Set(list)]),
});

export const monthlySendSchema = z.object({
  communityID: communityIdSchema,
  month: z.string().regex(MONTH_PATTERN, 'month must be YYYY-MM'),
});

export const vmsReportOps = {
  report: guardedOperation({
    method: 'GET',
    path: '/api/vms/report-between-dates',
    summary: `Visits and fees of community days from..to (at most ${REPORT_DAYS_MAX}): totals, per day, per visitor and vehicle type, per payment method`,
    access: gate,
    query: reportRangeSchema,
    response: dataEnvelope(visitReportSchema),
  }),
  excel: guardedOperation({
    method: 'GET',
    path: '/api/vms/report-between-dates/excel',
    summary: `The range's visits as an .xlsx file (times in the community's zone, fees in baht, ID last four only) with a summary sheet; headings in the caller's language; at most ${SHEET_VISITS_MAX} visits`,
    access: gate,
    query: reportRangeSchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
  monthlySetting: guardedOperation({
    method: 'GET',
    path: '/api/vms/report/monthly-email/setting',
    summary: "Who gets last month's report by e-mail on the 1st at 08:00, and whether it is sent",
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(monthlyEmailSettingSchema),
  }),
  monthlySettingPut: guardedOperation({
    method: 'PUT',
    path: '/api/vms/report/monthly-email/setting',
    summary: `Sets the monthly e-mail: on or off, up to ${MONTHLY_RECIPIENTS_MAX} addresses`,
    access: approver,
    body: monthlyEmailSettingPutSchema,
    response: dataEnvelope(monthlyEmailSettingSchema),
  }),
  monthlySend: guardedOperation({
    method: 'POST',
    path: '/api/vms/report/monthly-email',
    summary: "Mails a month's report (summary in the body, the sheet attached) to the recipients now",
    access: approver,
    body: monthlySendSchema,
    response: dataEnvelope(z.object({ month: z.string(), recipients: z.array(z.string()) })),
  }),
};
