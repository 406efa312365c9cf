import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope } from './envelope';
import { communityIdSchema } from './session';

/**
 * The console's reports tab and activity tab (`home?tab=reports`, `home?tab=activity`): who used
 * the console and the app, and the committee's monthly report. Each feature's own report
 * operations live in its own contracts file; these are the ones that span features.
 * Who may read them: SETTING:read (the office's managers); the monthly report then holds only
 * the features the caller may read.
 */

/** The longest range a report answers: a year and a day (a leap year's whole year fits). */
export const REPORT_MAX_DAYS = 366;

const day = (field: string) => z.iso.date({ message: `${field} must be a date (YYYY-MM-DD)` });

/** Bangkok days from and to (both inclusive); 30 days up to today when left out. */
export const activityRangeSchema = z.object({
  communityID: communityIdSchema,
  from: day('from').optional(),
  to: day('to').optional(),
});

export const SIGN_IN_METHODS = ['PASSWORD', 'SOCIAL'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export const BROWSER_FAMILIES = [
  'CHROME',
  'EDGE',
  'FIREFOX',
  'SAFARI',
  'OPERA',
  'SAMSUNG',
  'LINE',
  'APP',
  'OTHER',
] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

export const activityPersonSchema = z.object({
  userID: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  actions: z.number().int(),
  activeDays: z.number().int(),
});
export type ActivityPerson = z.infer<typeof activityPersonSchema>;

export const signInRowSchema = z.object({
  at: z.string(),
  userID: z.string(),
  name: z.string(),
  email: z.string(),
  method: z.enum(SIGN_IN_METHODS),
  success: z.boolean(),
  browser: z.enum(BROWSER_FAMILIES),
});
export type SignInRow = z.infer<typeof signInRowSchema>;

export const userActivitySchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Distinct members active on each Bangkok day of the range (every day, zeros included). */
  days: z.array(z.object({ date: z.string(), residents: z.number().int(), staff: z.number().int() })),
  /** Distinct members active in each calendar month the range touches (within the range). */
  months: z.array(z.object({ month: z.string(), residents: z.number().int(), staff: z.number().int() })),
  /** Units with a resident active in the 30 days up to `to`, over all the community's units. */
  units: z.object({ total: z.number().int(), active: z.number().int(), share: z.number() }),
  /** Staff actions from the audit log in the range. */
  actions: z.object({ total: z.number().int(), people: z.number().int(), perPerson: z.number() }),
  /** The people who acted or were active, busiest first (at most 100). */
  people: z.array(activityPersonSchema),
  /** The latest sign-in attempts of the community's members in the range (at most 100). */
  signIns: z.array(signInRowSchema),
});
export type UserActivity = z.infer<typeof userActivitySchema>;

export const REPORT_LANGS = ['th', 'en'] as const;
export const monthlyQuerySchema = z.object({
  communityID: communityIdSchema,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
  lang: z.enum(REPORT_LANGS).default('th'),
});

export const monthlyFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  /** How to print the value: a count, money in satang, a share 0..1, hours. */
  unit: z.enum(['count', 'satang', 'share', 'hours']),
});
export type MonthlyFigure = z.infer<typeof monthlyFigureSchema>;

export const monthlySectionSchema = z.object({
  featureEnum: z.string(),
  title: z.string(),
  figures: z.array(monthlyFigureSchema),
});
export type MonthlySection = z.infer<typeof monthlySectionSchema>;

export const monthlyReportSchema = z.object({
  communityName: z.string(),
  month: z.string(),
  timeZone: z.string(),
  sections: z.array(monthlySectionSchema),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

const managers = allow.to('SETTING:read');

export const reportOps = {
  userActivity: guardedOperation({
    method: 'GET',
    path: '/api/report/user/activity',
    summary:
      'Daily and monthly active residents and staff, units with an active resident, actions per person and sign-ins',
    access: managers,
    query: activityRangeSchema,
    response: dataEnvelope(userActivitySchema),
  }),
  userActivityExcel: guardedOperation({
    method: 'GET',
    path: '/api/report/user/activity/excel',
    summary: 'The activity report of a range as an .xlsx workbook (days, months, people, sign-ins)',
    access: managers,
    query: activityRangeSchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
  monthly: guardedOperation({
    method: 'GET',
    path: '/api/report/monthly',
    summary: "The committee's monthly figures per feature the caller may read (the PDF's content)",
    access: managers,
    query: monthlyQuerySchema,
    response: dataEnvelope(monthlyReportSchema),
  }),
  monthlyPdf: guardedOperation({
    method: 'GET',
    path: '/api/report/monthly/pdf',
    summary: "The committee's report for a month as a PDF, in Thai or English",
    access: managers,
    query: monthlyQuerySchema,
    response: z.unknown().describe('A PDF file'),
  }),
  monthlyExcel: guardedOperation({
    method: 'GET',
    path: '/api/report/monthly/excel',
    summary: "The committee's figures for a month as an .xlsx workbook, a sheet per feature",
    access: managers,
    query: monthlyQuerySchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
} as const;
