import { z } from 'zod';

/**
 * Issue tracking's shapes and limits, read by both sides: the API validates with them and the
 * console's forms take their rules (and live counters) from the same figures.
 */

/** Board columns in order; CLOSED is the closed state, the others are current. */
export const ISSUE_STAGES = ['TODO', 'DOING', 'WAITING', 'CLOSED'] as const;
export type IssueStage = (typeof ISSUE_STAGES)[number];
export const CURRENT_STAGES = ['TODO', 'DOING', 'WAITING'] as const;
export const ISSUE_PRIORITIES = ['URGENT', 'HIGH', 'NORMAL', 'LOW'] as const;
export type IssuePriority = (typeof ISSUE_PRIORITIES)[number];
/** The six reactions a task or comment takes; a person toggles each. */
export const ISSUE_REACTIONS = ['LIKE', 'LOVE', 'LAUGH', 'WOW', 'SAD', 'DONE'] as const;
export type IssueReaction = (typeof ISSUE_REACTIONS)[number];
export const REACTION_EMOJI: Record<IssueReaction, string> = {
  LIKE: '👍',
  LOVE: '❤️',
  LAUGH: '😆',
  WOW: '😮',
  SAD: '😢',
  DONE: '✅',
};
/** Colours a group may take (the console's swatches). */
export const GROUP_COLORS = [
  'slate',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'violet',
  'pink',
] as const;

export const GROUP_NAME_MAX = 20;
export const TASK_TITLE_MAX = 120;
export const TASK_TEXT_MAX = 5000;
export const COMMENT_MAX = 2000;
export const LABEL_MAX = 30;
export const LABELS_MAX = 10;
export const ASSIGNEES_MAX = 10;
export const TASK_ATTACHMENTS_MAX = 10;
export const COMMENT_PHOTOS_MAX = 5;
export const CLOSE_NOTE_MAX = 1000;
export const RECALL_REASON_MAX = 500;
/** Minutes after posting that an author may still edit a comment. */
export const COMMENT_EDIT_MINUTES = 15;
export const ISSUE_IMPORT_MAX_ROWS = 1000;

/**
 * Characters as a person counts them: grapheme clusters, so `น้ำ` (three code points) is one.
 * The one counting function both the API's limit and the console's live counter use.
 */
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
export function countCharacters(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}
/** A name's comparison form: trimmed, NFC, lower case. Two live groups never share it. */
export const groupNameKey = (name: string) => name.trim().normalize('NFC').toLocaleLowerCase('en');

export const groupNameSchema = z
  .string()
  .transform((s) => s.trim().normalize('NFC'))
  .pipe(
    z
      .string()
      .min(1, 'Group name is required')
      // A too_big issue like .max()'s (counted in grapheme clusters), so every language's
      // validation wording says "at most 20 characters", not a bare "invalid input".
      .superRefine((s, ctx) => {
        if (countCharacters(s) > GROUP_NAME_MAX)
          ctx.addIssue({
            code: 'too_big',
            origin: 'string',
            maximum: GROUP_NAME_MAX,
            inclusive: true,
            input: s,
            message: `Group name must be at most ${GROUP_NAME_MAX} characters`,
          });
      }),
  );

export const issueIdSchema = (name: string) => z.uuid(`${name} is not valid`);
export const taskNoText = (no: number) => `T-${String(no).padStart(6, '0')}`;

export const personSchema = z.object({ userID: z.string(), name: z.string(), photo: z.string().nullable() });
export type IssuePerson = z.infer<typeof personSchema>;

export const groupSchema = z.object({
  groupID: z.string(),
  name: z.string(),
  color: z.enum(GROUP_COLORS),
  position: z.number().int(),
  isPrivate: z.boolean(),
  archived: z.boolean(),
  counts: z.object({
    current: z.number().int(),
    overdue: z.number().int(),
    closedThisMonth: z.number().int(),
  }),
  members: z.array(personSchema),
  createdAt: z.string(),
});
export type IssueGroup = z.infer<typeof groupSchema>;

export const attachmentSchema = z.object({
  attachmentID: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** A signed link, valid for minutes. */
  url: z.string(),
  uploadedBy: personSchema.nullable(),
  createdAt: z.string(),
});

export const reactionCountSchema = z.object({
  emoji: z.enum(ISSUE_REACTIONS),
  count: z.number().int(),
  mine: z.boolean(),
});

/** SLA colour of a current task's due time: overdue red, due within a day amber. */
export const DUE_STATES = ['NONE', 'ON_TIME', 'DUE_SOON', 'OVERDUE'] as const;

export const taskSchema = z.object({
  taskID: z.string(),
  no: z.number().int(),
  /** `T-000123` */
  number: z.string(),
  groupID: z.string(),
  groupName: z.string(),
  title: z.string(),
  stage: z.enum(ISSUE_STAGES),
  position: z.number(),
  priority: z.enum(ISSUE_PRIORITIES),
  dueAt: z.string().nullable(),
  dueState: z.enum(DUE_STATES),
  labels: z.array(z.string()),
  buildingID: z.string().nullable(),
  buildingName: z.string().nullable(),
  unitID: z.string().nullable(),
  unitNo: z.string().nullable(),
  assignees: z.array(personSchema),
  version: z.number().int(),
  unread: z.boolean(),
  commentCount: z.number().int(),
  createdBy: personSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedBy: personSchema.nullable(),
  closedAt: z.string().nullable(),
  recallCount: z.number().int(),
});
export type IssueTask = z.infer<typeof taskSchema>;

export const taskDetailSchema = taskSchema.extend({
  text: z.string(),
  closeNote: z.string().nullable(),
  closePhoto: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  reactions: z.array(reactionCountSchema),
  watchers: z.array(personSchema),
  watching: z.boolean(),
});
export type IssueTaskDetail = z.infer<typeof taskDetailSchema>;

export const commentSchema = z.object({
  commentID: z.string(),
  taskID: z.string(),
  author: personSchema.nullable(),
  /** Empty when deleted: the console shows the placeholder. */
  text: z.string(),
  mentions: z.array(personSchema),
  photos: z.array(attachmentSchema),
  reactions: z.array(reactionCountSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type IssueComment = z.infer<typeof commentSchema>;

export const ACTIVITY_KINDS = [
  'CREATED',
  'UPDATED',
  'STAGE',
  'ASSIGNED',
  'CLOSED',
  'RECALLED',
  'MOVED',
  'ATTACHED',
  'COMMENTED',
  'IMPORTED',
  /** The assignees were reminded of the due time (detail.dueAt), once per due time. */
  'REMINDED',
] as const;
export const activitySchema = z.object({
  activityID: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  actor: personSchema.nullable(),
  /** Before/after values, the reason of a recall, the groups of a move. */
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});

export const slaDaysSchema = z.object({
  URGENT: z.number().int().min(0).max(365),
  HIGH: z.number().int().min(0).max(365),
  NORMAL: z.number().int().min(0).max(365),
  LOW: z.number().int().min(0).max(365),
});
export const issueSettingsSchema = z.object({
  slaDays: slaDaysSchema,
  workingWeekdays: z
    .array(z.number().int().min(1).max(7))
    .min(1, 'At least one working day is required')
    .max(7),
  holidays: z.array(z.iso.date('A holiday must be a date (YYYY-MM-DD)')).max(100),
  digestHour: z.number().int().min(0).max(23),
  escalateAfterDays: z.number().int().min(1).max(60),
});
export type IssueSettings = z.infer<typeof issueSettingsSchema>;
export const DEFAULT_ISSUE_SETTINGS: IssueSettings = {
  slaDays: { URGENT: 0, HIGH: 2, NORMAL: 5, LOW: 10 },
  workingWeekdays: [1, 2, 3, 4, 5],
  holidays: [],
  digestHour: 8,
  escalateAfterDays: 3,
};

export const summarySchema = z.object({
  current: z.number().int(),
  overdue: z.number().int(),
  dueToday: z.number().int(),
  unread: z.number().int(),
});
