import { z } from 'zod';
import { lastKeySchema, limitSchema, searchSchema } from './paging';
import {
  REGULATION_BODY_MAX,
  REGULATION_CATEGORIES,
  REGULATION_NOTE_MAX,
  REGULATION_REASON_MAX,
  REGULATION_STATUSES,
  REGULATION_TITLE_MAX,
} from './regulation';
import { communityIdSchema } from './session';

const idOf = (field: string) => z.uuid(`${field} is not valid`);
const text = (field: string, max: number) =>
  z
    .string(`${field} is required`)
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const day = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);
const category = z.enum(REGULATION_CATEGORIES, 'category must be REGULATION, HOUSE_RULES, NOTICE or FORM');

/**
 * A version's content: sanitised rich text, an uploaded PDF (`file`'s fileID), or both; the API
 * refuses a version with neither once the text is sanitised.
 */
export const versionContentSchema = z.object({
  bodyHtml: z
    .string('bodyHtml must be text')
    .max(REGULATION_BODY_MAX, `bodyHtml must be at most ${REGULATION_BODY_MAX} characters`)
    .nullable()
    .optional(),
  fileID: idOf('fileID').nullable().optional(),
  effectiveDate: day('effectiveDate'),
  changeNote: z
    .string('changeNote must be text')
    .trim()
    .max(REGULATION_NOTE_MAX, `changeNote must be at most ${REGULATION_NOTE_MAX} characters`)
    .default(''),
  requiresAck: z.boolean('requiresAck must be true or false').default(false),
});
export type VersionContent = z.input<typeof versionContentSchema>;

const inCommunity = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ communityID: communityIdSchema, ...shape });

export const documentRefSchema = inCommunity({ documentID: idOf('documentID') });
export const versionRefSchema = inCommunity({ versionID: idOf('versionID') });

export const documentListSchema = inCommunity({
  category: category.optional(),
  status: z.enum(REGULATION_STATUSES, 'status must be DRAFT, PUBLISHED or ARCHIVED').optional(),
  q: searchSchema,
  lastKey: lastKeySchema,
  limit: limitSchema,
});
export type DocumentListQuery = z.input<typeof documentListSchema>;

/** A new document with its first version, a draft. */
export const documentCreateSchema = versionContentSchema.extend({
  communityID: communityIdSchema,
  category,
  title: text('title', REGULATION_TITLE_MAX),
});
export type DocumentCreate = z.input<typeof documentCreateSchema>;

/** A draft version's content, and the document's title and category with it. */
export const draftUpdateSchema = versionContentSchema.extend({
  communityID: communityIdSchema,
  versionID: idOf('versionID'),
  category,
  title: text('title', REGULATION_TITLE_MAX),
});
export type DraftUpdate = z.input<typeof draftUpdateSchema>;

export const versionCreateSchema = versionContentSchema.extend({
  communityID: communityIdSchema,
  documentID: idOf('documentID'),
});
export type VersionCreate = z.input<typeof versionCreateSchema>;

export const archiveSchema = inCommunity({
  documentID: idOf('documentID'),
  reason: text('reason', REGULATION_REASON_MAX),
});

/** A resident's mark on a version: for one of their units, or (no unitID) for each of them. */
export const markSchema = inCommunity({ versionID: idOf('versionID'), unitID: idOf('unitID').optional() });

export const reportSchema = inCommunity({
  versionID: idOf('versionID'),
  lastKey: lastKeySchema,
  limit: limitSchema,
});

export const historySchema = inCommunity({ from: day('from').optional(), to: day('to').optional() });
