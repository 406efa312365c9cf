import { z } from 'zod';
import { lastKeySchema, limitSchema } from './paging';
import { communityIdSchema } from './session';

/** The longest title and text a suggestion may have; the console's form reads them from here. */
export const SUGGESTION_TITLE_MAX = 100;
export const SUGGESTION_TEXT_MAX = 2_000;
export const SUGGESTION_PHOTOS_MAX = 3;
export const SUGGESTION_NOTE_MAX = 1_000;
export const SUGGESTION_CATEGORY_MAX = 50;
export const SUGGESTION_CATEGORIES_MAX = 20;
export const SUGGESTION_RANGE_DAYS_MAX = 366;

/** The workflow's states; WITHDRAWN (by the author) and DELETED (by the office) are final. */
export const SUGGESTION_STATES = [
  'NEW',
  'ACKNOWLEDGED',
  'IN_PROGRESS',
  'DONE',
  'REJECTED',
  'WITHDRAWN',
  'DELETED',
] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];
/** The states the office's tabs count and list (deleted ones leave the lists, their record stays). */
export const SUGGESTION_TAB_STATES = [
  'NEW',
  'ACKNOWLEDGED',
  'IN_PROGRESS',
  'DONE',
  'REJECTED',
  'WITHDRAWN',
] as const;
export type SuggestionTabState = (typeof SUGGESTION_TAB_STATES)[number];
/** The targets an office status update may name. */
export const SUGGESTION_TARGETS = ['ACKNOWLEDGED', 'IN_PROGRESS', 'DONE', 'REJECTED'] as const;
export type SuggestionTarget = (typeof SUGGESTION_TARGETS)[number];

/**
 * Which status update is allowed from which state. REJECTED needs a reason; leaving DONE or
 * REJECTED (a reopening) needs a note. Everything else is refused naming both states.
 */
export const SUGGESTION_MOVES: Record<SuggestionState, readonly SuggestionTarget[]> = {
  NEW: ['ACKNOWLEDGED', 'REJECTED'],
  ACKNOWLEDGED: ['IN_PROGRESS', 'REJECTED'],
  IN_PROGRESS: ['DONE', 'REJECTED'],
  DONE: ['IN_PROGRESS'],
  REJECTED: ['IN_PROGRESS'],
  WITHDRAWN: [],
  DELETED: [],
};
/** Whether the move needs a note: a rejection's reason, or why a closed one opens again. */
export const noteNeeded = (from: SuggestionState, to: SuggestionTarget) =>
  to === 'REJECTED' || from === 'DONE' || from === 'REJECTED';

export const suggestionIdSchema = () => z.uuid('suggestionID is not valid');
export const suggestionDay = z.iso.date('Use a date as YYYY-MM-DD');
const versionSchema = z.coerce
  .number('version must be a number')
  .int('version must be a whole number')
  .min(1, 'version must be at least 1');
const c = { communityID: communityIdSchema };
const note = z
  .string()
  .trim()
  .max(SUGGESTION_NOTE_MAX, `A note has at most ${SUGGESTION_NOTE_MAX} characters`);
export const categoryNameSchema = z
  .string('category is required')
  .trim()
  .min(1, 'category is required')
  .max(SUGGESTION_CATEGORY_MAX, `A category has at most ${SUGGESTION_CATEGORY_MAX} characters`);

/** A resident's suggestion; multipart forms send the fields as strings and photos as `photo`. */
export const suggestionCreateSchema = z.object({
  ...c,
  category: categoryNameSchema,
  title: z
    .string('title is required')
    .trim()
    .min(1, 'title is required')
    .max(SUGGESTION_TITLE_MAX, `title must be at most ${SUGGESTION_TITLE_MAX} characters`),
  text: z
    .string('text is required')
    .trim()
    .min(1, 'text is required')
    .max(SUGGESTION_TEXT_MAX, `text must be at most ${SUGGESTION_TEXT_MAX} characters`),
  anonymous: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
  /** One of the caller's units; without it, the first unit they live in (or none). */
  unitID: z.uuid('unitID is not valid').optional(),
});

export const suggestionRefSchema = z.object({ ...c, suggestionID: suggestionIdSchema() });
export const statusUpdateSchema = z.object({
  ...c,
  suggestionID: suggestionIdSchema(),
  version: versionSchema,
  state: z.enum(SUGGESTION_TARGETS, 'state must be ACKNOWLEDGED, IN_PROGRESS, DONE or REJECTED'),
  note: note.optional(),
});
export const replySchema = z.object({
  ...c,
  suggestionID: suggestionIdSchema(),
  version: versionSchema,
  text: z
    .string('text is required')
    .trim()
    .min(1, 'text is required')
    .max(SUGGESTION_TEXT_MAX, `text must be at most ${SUGGESTION_TEXT_MAX} characters`),
});
export const deleteSchema = z.object({
  ...c,
  suggestionID: suggestionIdSchema(),
  version: versionSchema.optional(),
  reason: note.min(1, 'Give a reason'),
});

const stateFilter = z.enum(SUGGESTION_TAB_STATES, 'state is not valid').optional();
const categoryFilter = categoryNameSchema.optional();
export const listQuerySchema = z.object({
  ...c,
  state: stateFilter,
  category: categoryFilter,
  lastKey: lastKeySchema,
  limit: limitSchema,
});
/** Bangkok (the community's) days, both ends included. */
export const byDateQuerySchema = listQuerySchema.extend({ from: suggestionDay, to: suggestionDay });
export const excelQuerySchema = z.object({
  ...c,
  state: stateFilter,
  category: categoryFilter,
  from: suggestionDay.optional(),
  to: suggestionDay.optional(),
});
export type SuggestionExcelQuery = z.infer<typeof excelQuerySchema>;

export const photoSchema = z.object({ photoID: z.string(), url: z.string() });
export const suggestionSchema = z.object({
  suggestionID: z.string(),
  category: z.string(),
  title: z.string(),
  text: z.string(),
  anonymous: z.boolean(),
  /** Null for an anonymous one: who wrote it is never shown, not even to the office. */
  author: z.object({ name: z.string(), unitNo: z.string().nullable() }).nullable(),
  state: z.enum(SUGGESTION_STATES),
  /** What a change must carry back: of two changes from one reading, the second is refused. */
  version: z.number().int(),
  photos: z.array(photoSchema),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** The rejection's reason, the reopening's note or the deletion's reason, latest first. */
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const timelineEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  fromState: z.enum(SUGGESTION_STATES).nullable(),
  toState: z.enum(SUGGESTION_STATES).nullable(),
  /** Who acted; null when it was the author of an anonymous one. */
  by: z.string().nullable(),
  text: z.string().nullable(),
});
export const suggestionDetailSchema = suggestionSchema.extend({
  timeline: z.array(timelineEntrySchema),
  /** The status updates allowed now (empty for a withdrawn or deleted one). */
  moves: z.array(z.enum(SUGGESTION_TARGETS)),
});
export type SuggestionDetail = z.infer<typeof suggestionDetailSchema>;

export const suggestionCountsSchema = z.object({
  NEW: z.number().int(),
  ACKNOWLEDGED: z.number().int(),
  IN_PROGRESS: z.number().int(),
  DONE: z.number().int(),
  REJECTED: z.number().int(),
  WITHDRAWN: z.number().int(),
  /** When the oldest one still NEW was written (the dashboard card's "oldest waiting"). */
  oldestWaitingAt: z.string().nullable(),
});
export type SuggestionCounts = z.infer<typeof suggestionCountsSchema>;

export const suggestionSettingSchema = z.object({
  categories: z
    .array(categoryNameSchema)
    .min(1, 'Keep at least one category')
    .max(SUGGESTION_CATEGORIES_MAX, `At most ${SUGGESTION_CATEGORIES_MAX} categories`),
  allowAnonymous: z.boolean(),
  /** When set, a new suggestion is acknowledged at once and its author reads this text. */
  autoAckText: z.string().trim().max(SUGGESTION_NOTE_MAX),
});
export type SuggestionSetting = z.infer<typeof suggestionSettingSchema>;

export const SUGGESTION_MAIL_MODES = ['INSTANT', 'DIGEST'] as const;
export const suggestionEmailSettingSchema = z.object({
  /** INSTANT: a mail per new suggestion; DIGEST: one mail per address at 08:00 (community time). */
  mode: z.enum(SUGGESTION_MAIL_MODES, 'mode must be INSTANT or DIGEST'),
  recipients: z
    .array(
      z.object({
        category: categoryNameSchema,
        addresses: z.array(z.email('An address is not a valid e-mail').max(200)).max(10),
      }),
    )
    .max(SUGGESTION_CATEGORIES_MAX),
});
export type SuggestionEmailSetting = z.infer<typeof suggestionEmailSettingSchema>;
export const settingPutSchema = suggestionSettingSchema.extend(c);
export const emailSettingPutSchema = suggestionEmailSettingSchema.extend(c);
