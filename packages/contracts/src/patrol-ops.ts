import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import {
  checkpointSchema,
  labelSchema,
  PATROL_LABELS_PER_SHEET,
  PATROL_NAME_MAX,
  PATROL_PLACE_MAX,
  PATROL_REPORT_DAYS_MAX,
  PATROL_ROUND_STATUSES,
  planSchema,
  reportSchema,
  roundViewSchema,
  scanResultSchema,
  todaySummarySchema,
} from './patrol';
import { ROLES } from './roles';
import { communityIdSchema, communityQuerySchema } from './session';

/**
 * Who does what on patrol:
 * - PATROL:write walks rounds: sees the rounds ahead, starts, scans and finishes them (GUARD,
 *   PMC, ADMIN by default).
 * - PATROL:read follows them: the board, a round, the rounds of a range.
 * - PATROL:approve plans: checkpoints and their labels, plans, reports (PMC, ADMIN).
 */
export const walker = allow.to('PATROL:write');
export const follower = allow.to('PATROL:read');
export const planner = allow.to('PATROL:approve');

export const PATROL_PLAN_CHECKPOINTS_MAX = 60;
const id = (field: string) => z.uuid(`${field} is not valid`);
const name = z
  .string('name is required')
  .trim()
  .min(1, 'name is required')
  .max(PATROL_NAME_MAX, `name must be at most ${PATROL_NAME_MAX} characters`);
const place = z
  .string()
  .trim()
  .max(PATROL_PLACE_MAX, `place must be at most ${PATROL_PLACE_MAX} characters`)
  .default('');
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give times as HH:MM (00:00 to 23:59)');
const day = z.iso.date('Give days as YYYY-MM-DD');
const q = <S extends z.ZodRawShape>(shape: S) => z.object({ communityID: communityIdSchema, ...shape });

const position = {
  latitude: latitude.nullable().optional(),
  longitude: longitude.nullable().optional(),
};
const bothOrNeither = (v: { latitude?: number | null; longitude?: number | null }) =>
  (v.latitude == null) === (v.longitude == null);
const POSITION_PAIR = { message: 'latitude and longitude go together', path: ['longitude'] };

export const scheduleInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('TIMES'),
      times: z
        .array(clock)
        .min(1, 'Give at least one start time')
        .max(48)
        .refine((t) => new Set(t).size === t.length, 'Each start time once'),
    }),
    z.object({
      kind: z.literal('INTERVAL'),
      shiftStart: clock,
      shiftEnd: clock,
      everyMinutes: z.number().int().min(15).max(720),
    }),
  ],
  'schedule.kind must be TIMES or INTERVAL',
);

const planFields = {
  name,
  checkpointIDs: z
    .array(id('checkpointIDs'))
    .min(1, 'Choose at least one checkpoint')
    .max(PATROL_PLAN_CHECKPOINTS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each checkpoint once per plan'),
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1, 'Choose at least one day')
    .max(7)
    .refine((d) => new Set(d).size === d.length, 'Each day once'),
  schedule: scheduleInputSchema,
  durationMinutes: z.number().int().min(5).max(720),
  toleranceMinutes: z.number().int().min(0).max(240),
  alertRoles: z
    .array(z.enum(ROLES))
    .max(ROLES.length)
    .refine((r) => new Set(r).size === r.length, 'Each role once'),
  active: z.boolean().default(true),
};
export const planInputSchema = q(planFields);
export type PlanInput = z.input<typeof planInputSchema>;

export const reportRangeSchema = q({ from: day, to: day })
  .refine((r) => r.from <= r.to, { message: 'from must not be after to', path: ['to'] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) < PATROL_REPORT_DAYS_MAX * 86_400_000, {
    message: `A report spans at most ${PATROL_REPORT_DAYS_MAX} days`,
    path: ['to'],
  });

export const patrolOps = {
  checkpointList: guardedOperation({
    method: 'GET',
    path: '/api/patrol/checkpoint/list',
    summary: 'The checkpoints of the community with their label codes, retired ones last',
    access: planner,
    query: communityQuerySchema,
    response: itemsEnvelope(checkpointSchema),
  }),
  checkpointCreate: guardedOperation({
    method: 'POST',
    path: '/api/patrol/checkpoint/create',
    summary: 'Add a checkpoint; its label gets a new random code',
    access: planner,
    body: q({ name, place, ...position }).refine(bothOrNeither, POSITION_PAIR),
    response: dataEnvelope(checkpointSchema),
  }),
  checkpointUpdate: guardedOperation({
    method: 'POST',
    path: '/api/patrol/checkpoint/update',
    summary: 'Rename, move or re-place a checkpoint; its label keeps working',
    access: planner,
    body: q({ checkpointID: id('checkpointID'), name, place, ...position }).refine(
      bothOrNeither,
      POSITION_PAIR,
    ),
    response: dataEnvelope(checkpointSchema),
  }),
  checkpointRetire: guardedOperation({
    method: 'POST',
    path: '/api/patrol/checkpoint/retire',
    summary:
      'Stops a label at once: with replace, the checkpoint gets a new code (print a new label); without, the checkpoint itself is retired',
    access: planner,
    body: q({ checkpointID: id('checkpointID'), replace: z.boolean().default(false) }),
    response: dataEnvelope(checkpointSchema),
  }),
  checkpointPrint: guardedOperation({
    method: 'POST',
    path: '/api/patrol/checkpoint/print',
    summary: `The labels to print (A4, ${PATROL_LABELS_PER_SHEET} a sheet): every working checkpoint or the ones named; logged`,
    access: planner,
    body: q({ checkpointIDs: z.array(id('checkpointIDs')).max(200).optional() }),
    response: dataEnvelope(z.object({ perSheet: z.number().int(), labels: z.array(labelSchema) })),
  }),
  planList: guardedOperation({
    method: 'GET',
    path: '/api/patrol/setting/list',
    summary: 'The patrol plans of the community',
    access: planner,
    query: communityQuerySchema,
    response: itemsEnvelope(planSchema),
  }),
  planInfo: guardedOperation({
    method: 'GET',
    path: '/api/patrol/setting/info',
    summary: 'One patrol plan',
    access: planner,
    query: q({ planID: id('planID') }),
    response: dataEnvelope(planSchema),
  }),
  planCreate: guardedOperation({
    method: 'POST',
    path: '/api/patrol/setting/create',
    summary: "Add a plan; today's remaining rounds and tomorrow's are made at once",
    access: planner,
    body: planInputSchema,
    response: dataEnvelope(planSchema),
  }),
  planUpdate: guardedOperation({
    method: 'POST',
    path: '/api/patrol/setting/update',
    summary: 'Change a plan; rounds not yet started are made again from it',
    access: planner,
    body: planInputSchema.extend({ planID: id('planID') }),
    response: dataEnvelope(planSchema),
  }),
  roundCurrent: guardedOperation({
    method: 'GET',
    path: '/api/patrol/round/current',
    summary: 'Rounds open now or starting within 12 hours, earliest first, with the server time',
    access: walker,
    query: communityQuerySchema,
    response: dataEnvelope(z.object({ serverTime: z.string(), rounds: z.array(roundViewSchema) })),
  }),
  roundStart: guardedOperation({
    method: 'POST',
    path: '/api/patrol/round/start',
    summary: 'The guard takes a round',
    access: walker,
    body: q({ roundID: id('roundID') }),
    response: dataEnvelope(roundViewSchema),
  }),
  roundScan: guardedOperation({
    method: 'POST',
    path: '/api/patrol/round/scan',
    summary:
      'A scanned label (CP:<code> or the code); the same clientUUID again answers the first scan and stores nothing',
    access: walker,
    body: q({
      clientUUID: id('clientUUID'),
      code: z.string().trim().min(1, 'code is required').max(64),
      scannedAt: z.iso.datetime({ offset: true, message: 'scannedAt must be an ISO-8601 time' }),
      roundID: id('roundID').optional(),
      latitude: latitude.optional(),
      longitude: longitude.optional(),
    }),
    response: dataEnvelope(scanResultSchema),
  }),
  roundFinish: guardedOperation({
    method: 'POST',
    path: '/api/patrol/round/finish',
    summary: 'The guard ends a round: DONE when every checkpoint was scanned, else PARTIAL',
    access: walker,
    body: q({ roundID: id('roundID') }),
    response: dataEnvelope(roundViewSchema),
  }),
  roundList: guardedOperation({
    method: 'GET',
    path: '/api/patrol/round/list',
    summary: "The rounds of a range of days (the community's calendar), earliest first",
    access: follower,
    query: q({
      from: day,
      to: day,
      planID: id('planID').optional(),
      status: z.enum(PATROL_ROUND_STATUSES).optional(),
    })
      .refine((r) => r.from <= r.to, { message: 'from must not be after to', path: ['to'] })
      .refine((r) => Date.parse(r.to) - Date.parse(r.from) < 31 * 86_400_000, {
        message: 'A list spans at most 31 days',
        path: ['to'],
      }),
    response: itemsEnvelope(roundViewSchema),
  }),
  roundToday: guardedOperation({
    method: 'GET',
    path: '/api/patrol/round/today',
    summary: "Today's rounds in figures (the dashboard card)",
    access: follower,
    query: communityQuerySchema,
    response: dataEnvelope(todaySummarySchema),
  }),
  info: guardedOperation({
    method: 'GET',
    path: '/api/patrol/info',
    summary: 'One round with its checkpoints and scans',
    access: follower,
    query: q({ roundID: id('roundID') }),
    response: dataEnvelope(roundViewSchema),
  }),
  reportByDay: guardedOperation({
    method: 'GET',
    path: '/api/patrol/report-by-day',
    summary: `Per day, plan and guard: rounds on time, late, partial and missed (at most ${PATROL_REPORT_DAYS_MAX} days)`,
    access: planner,
    query: reportRangeSchema,
    response: dataEnvelope(reportSchema),
  }),
  reportGenerate: guardedOperation({
    method: 'GET',
    path: '/api/patrol/report-generate',
    summary: `The report and its rounds as an .xlsx file, headings in the caller's language (at most ${PATROL_REPORT_DAYS_MAX} days)`,
    access: planner,
    query: reportRangeSchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
};
