import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { lastKeySchema, limitSchema, searchSchema } from './paging';
import {
  RECYCLING_GRAMS_MAX,
  RECYCLING_KIND_NAME_MAX,
  RECYCLING_NOTE_MAX,
  RECYCLING_POINTS_PER_KG_MAX,
  RECYCLING_REASON_MAX,
  RECYCLING_RECORD_STATUSES,
  RECYCLING_REPORT_DAYS_MAX,
  RECYCLING_SATANG_PER_KG_MAX,
  recyclingBalanceSchema,
  recyclingKindSchema,
  recyclingMineSchema,
  recyclingRecordSchema,
  recyclingReportSchema,
  recyclingUnitHistorySchema,
} from './recycling';
import { communityIdSchema, communityQuerySchema } from './session';

/**
 * Who does what at the waste bank (the API is served while the community's stored RECYCLING
 * switch is on; the console never shows the area):
 * - RECYCLING:read (residents, committee, staff): the kinds and rates, the caller's own units'
 *   points and weigh-ins, and the community's figures by kind and month.
 * - RECYCLING:write (staff): kinds and rates, weigh-ins and their cancelling, every unit's
 *   balance and history.
 */
const reader = allow.to('RECYCLING:read');
const staff = allow.to('RECYCLING:write');

const id = (field: string) => z.uuid(`${field} is not valid`);
const day = z.iso.date('Give days as YYYY-MM-DD');
const q = <S extends z.ZodRawShape>(shape: S) => z.object({ communityID: communityIdSchema, ...shape });
const wholeIn = (field: string, max: number) =>
  z
    .number(`${field} must be a number`)
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be negative`)
    .max(max, `${field} must be at most ${max}`);

const kindName = z
  .string('name is required')
  .trim()
  .min(1, 'name is required')
  .max(RECYCLING_KIND_NAME_MAX, `name must be at most ${RECYCLING_KIND_NAME_MAX} characters`);
const rates = {
  satangPerKg: wholeIn('satangPerKg', RECYCLING_SATANG_PER_KG_MAX),
  pointsPerKg: wholeIn('pointsPerKg', RECYCLING_POINTS_PER_KG_MAX),
};

/** A range of the community's days, at most a year (what the reports read). */
export const recyclingRangeSchema = q({ from: day, to: day })
  .refine((r) => r.from <= r.to, { message: 'from must not be after to', path: ['to'] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) < RECYCLING_REPORT_DAYS_MAX * 86_400_000, {
    message: `A report spans at most ${RECYCLING_REPORT_DAYS_MAX} days`,
    path: ['to'],
  });
export type RecyclingRange = { from: string; to: string };

export const recyclingOps = {
  kindList: guardedOperation({
    method: 'GET',
    path: '/api/recycling/kind/list',
    summary: 'The kinds of recyclables with their rates; retired ones last',
    access: reader,
    query: communityQuerySchema,
    response: itemsEnvelope(recyclingKindSchema),
  }),
  kindCreate: guardedOperation({
    method: 'POST',
    path: '/api/recycling/kind/create',
    summary: 'Add a kind (paper, PET, cans, glass...) with its satang and points per kilogram',
    access: staff,
    body: q({ name: kindName, ...rates }),
    response: dataEnvelope(recyclingKindSchema),
  }),
  kindUpdate: guardedOperation({
    method: 'POST',
    path: '/api/recycling/kind/update',
    summary: 'Rename a kind, change its rates from now on, or retire and restore it',
    access: staff,
    body: q({ kindID: id('kindID'), name: kindName, ...rates, active: z.boolean().default(true) }),
    response: dataEnvelope(recyclingKindSchema),
  }),
  recordCreate: guardedOperation({
    method: 'POST',
    path: '/api/recycling/record/create',
    summary: "A weigh-in: a unit's grams of one kind, priced at the kind's rates; the unit earns its points",
    access: staff,
    body: q({
      unitID: id('unitID'),
      kindID: id('kindID'),
      grams: wholeIn('grams', RECYCLING_GRAMS_MAX).min(1, 'grams must be at least 1'),
      /** An earlier day of the community (the paper book); today when left out. */
      day: day.optional(),
      note: z
        .string()
        .trim()
        .max(RECYCLING_NOTE_MAX, `note must be at most ${RECYCLING_NOTE_MAX} characters`)
        .default(''),
    }),
    response: dataEnvelope(recyclingRecordSchema),
  }),
  recordList: guardedOperation({
    method: 'GET',
    path: '/api/recycling/record/list',
    summary: 'Weigh-ins, newest first, by unit number, unit, kind, status and days',
    access: staff,
    query: q({
      q: searchSchema,
      unitID: id('unitID').optional(),
      kindID: id('kindID').optional(),
      status: z.enum(RECYCLING_RECORD_STATUSES).optional(),
      from: day.optional(),
      to: day.optional(),
      lastKey: lastKeySchema,
      limit: limitSchema,
    }),
    response: itemsEnvelope(recyclingRecordSchema),
  }),
  recordCancel: guardedOperation({
    method: 'POST',
    path: '/api/recycling/record/cancel',
    summary: "Cancel a weigh-in entered wrongly, with the reason; the unit's points go back down",
    access: staff,
    body: q({
      recordID: id('recordID'),
      reason: z
        .string('reason is required')
        .trim()
        .min(1, 'reason is required')
        .max(RECYCLING_REASON_MAX, `reason must be at most ${RECYCLING_REASON_MAX} characters`),
    }),
    response: dataEnvelope(recyclingRecordSchema),
  }),
  points: guardedOperation({
    method: 'GET',
    path: '/api/recycling/points',
    summary: "Every unit's points balance and totals, by unit number (units with no weigh-in read zero)",
    access: staff,
    query: q({
      q: searchSchema,
      unitID: id('unitID').optional(),
      lastKey: lastKeySchema,
      limit: limitSchema,
    }),
    response: itemsEnvelope(recyclingBalanceSchema),
  }),
  my: guardedOperation({
    method: 'GET',
    path: '/api/recycling/my',
    summary: "The caller's units: points balance, newest weigh-ins, and the kinds' rates",
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(recyclingMineSchema),
  }),
  report: guardedOperation({
    method: 'GET',
    path: '/api/recycling/report',
    summary: `Kilograms (as grams), satang and points by kind and month (at most ${RECYCLING_REPORT_DAYS_MAX} days)`,
    access: reader,
    query: recyclingRangeSchema,
    response: dataEnvelope(recyclingReportSchema),
  }),
  historyReport: guardedOperation({
    method: 'GET',
    path: '/api/recycling/history-report',
    summary: 'Per unit over a range: weigh-ins, grams, satang and points, by unit number',
    access: staff,
    query: z
      .object({
        communityID: communityIdSchema,
        from: day,
        to: day,
        q: searchSchema,
        lastKey: lastKeySchema,
        limit: limitSchema,
      })
      .refine((r) => r.from <= r.to, { message: 'from must not be after to', path: ['to'] })
      .refine((r) => Date.parse(r.to) - Date.parse(r.from) < RECYCLING_REPORT_DAYS_MAX * 86_400_000, {
        message: `A report spans at most ${RECYCLING_REPORT_DAYS_MAX} days`,
        path: ['to'],
      }),
    response: itemsEnvelope(recyclingUnitHistorySchema),
  }),
  reportExcel: guardedOperation({
    method: 'GET',
    path: '/api/recycling/report/excel',
    summary: "The report by kind and month, and per unit, as an .xlsx file in the caller's language",
    access: staff,
    query: recyclingRangeSchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
};
