import { z } from 'zod';
import { ROLES } from './roles';

/**
 * Patrol records as the console and the guard app read them. A checkpoint's label holds a random
 * code (`CP:<code>`), never its ID, so a label can be replaced without touching the checkpoint and
 * a copied label stops working once its code is retired.
 */
export const PATROL_NAME_MAX = 120;
export const PATROL_PLACE_MAX = 200;
export const PATROL_LABEL_PREFIX = 'CP:';
/** A label sheet: A4, six labels. */
export const PATROL_LABELS_PER_SHEET = 6;
/** The longest report range, in days (inclusive). */
export const PATROL_REPORT_DAYS_MAX = 93;
export const PATROL_ROUND_STATUSES = ['SCHEDULED', 'IN_PROGRESS', 'DONE', 'PARTIAL', 'MISSED'] as const;
export type PatrolRoundStatus = (typeof PATROL_ROUND_STATUSES)[number];
export const PATROL_SCAN_FLAGS = ['CLOCK_SKEW', 'FAR_AWAY', 'NOT_IN_ROUND'] as const;
export type PatrolScanFlag = (typeof PATROL_SCAN_FLAGS)[number];
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export const checkpointSchema = z.object({
  checkpointID: z.string(),
  name: z.string(),
  place: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The label's code; staff only (the guard pack holds a digest). */
  code: z.string(),
  retiredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const labelSchema = z.object({
  checkpointID: z.string(),
  name: z.string(),
  place: z.string(),
  /** What the QR holds: `CP:<code>`. */
  qrText: z.string(),
});
export type PatrolLabel = z.infer<typeof labelSchema>;

/** Start times (HH:MM), or every N minutes between a shift's start and end (may cross midnight). */
export const scheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TIMES'), times: z.array(z.string()).min(1) }),
  z.object({
    kind: z.literal('INTERVAL'),
    shiftStart: z.string(),
    shiftEnd: z.string(),
    everyMinutes: z.number().int(),
  }),
]);
export type PatrolSchedule = z.infer<typeof scheduleSchema>;

export const planSchema = z.object({
  planID: z.string(),
  name: z.string(),
  checkpointIDs: z.array(z.string()),
  /** 0 Sunday to 6 Saturday: the day a round (or a night's shift) starts. */
  weekdays: z.array(z.number().int()),
  schedule: scheduleSchema,
  durationMinutes: z.number().int(),
  toleranceMinutes: z.number().int(),
  alertRoles: z.array(z.enum(ROLES)),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PatrolPlan = z.infer<typeof planSchema>;

export const roundCheckpointSchema = z.object({
  checkpointID: z.string(),
  name: z.string(),
  place: z.string(),
  seq: z.number().int(),
  scannedAt: z.string().nullable(),
  late: z.boolean(),
  flags: z.array(z.string()),
});

export const roundViewSchema = z.object({
  roundID: z.string(),
  planID: z.string(),
  planName: z.string(),
  startsAt: z.string(),
  /** The window's end plus the plan's tolerance. */
  dueAt: z.string(),
  status: z.enum(PATROL_ROUND_STATUSES),
  startedBy: z.object({ userID: z.string(), name: z.string() }).nullable(),
  checkpoints: z.array(roundCheckpointSchema),
});
export type RoundView = z.infer<typeof roundViewSchema>;

export const scanResultSchema = z.object({
  scanID: z.string(),
  replayed: z.boolean(),
  checkpointID: z.string(),
  checkpointName: z.string(),
  roundID: z.string().nullable(),
  late: z.boolean(),
  flags: z.array(z.enum(PATROL_SCAN_FLAGS)),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

const count = z.number().int();
export const reportLineSchema = z.object({
  planID: z.string(),
  planName: z.string(),
  /** Who started (or scanned) the rounds; null for rounds nobody walked. */
  guard: z.object({ userID: z.string(), name: z.string() }).nullable(),
  onTime: count,
  late: count,
  partial: count,
  missed: count,
});
export const reportDaySchema = z.object({ date: z.string(), lines: z.array(reportLineSchema) });
export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(reportDaySchema),
  totals: z.object({ onTime: count, late: count, partial: count, missed: count }),
});
export type PatrolReport = z.infer<typeof reportSchema>;

/** The guard app's offline part: labels named by a digest of their code, and the rounds ahead. */
export const patrolGuardPackSchema = z.object({
  checkpoints: z.array(
    z.object({ checkpointID: z.string(), name: z.string(), place: z.string(), codeDigest: z.string() }),
  ),
  rounds: z.array(roundViewSchema),
});
export type PatrolGuardPack = z.infer<typeof patrolGuardPackSchema>;

/** Today's board in figures (the dashboard card). */
export const todaySummarySchema = z.object({
  date: z.string(),
  total: count,
  done: count,
  late: count,
  missed: count,
  partial: count,
  open: count,
});
export type PatrolTodaySummary = z.infer<typeof todaySummarySchema>;
