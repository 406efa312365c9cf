import { z } from 'zod';
import { communityIdSchema } from './session';

/** Announcement schemas: what a post is, and what staff and residents see of it. */

export const ANNOUNCEMENT_CATEGORIES = ['GENERAL', 'URGENT', 'MAINTENANCE', 'EVENT'] as const;
export const AUDIENCE_KINDS = ['ALL', 'BUILDINGS', 'FLOORS', 'UNITS'] as const;
export const BODY_FORMATS = ['PLAIN', 'HTML'] as const;
export const PUBLISH_MODES = ['DRAFT', 'NOW', 'SCHEDULE'] as const;
/** Stored statuses; EXPIRED is a published post past its expiry. */
export const ANNOUNCEMENT_STATES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'EXPIRED'] as const;
/** The manage page's tabs: published, drafts awaiting publication, scheduled, expired. */
export const ANNOUNCEMENT_TABS = ANNOUNCEMENT_STATES;
export const MAX_ATTACHMENTS = 10;
export const TITLE_MAX = 200;
export const BODY_MAX = 100_000;

export const id = (field: string) => z.uuid(`${field} is not valid`);
export const instant = (field: string) =>
  z.iso.datetime({ offset: true, message: `${field} must be a date and time (ISO 8601, with a zone)` });
const floorSchema = z.number('floor must be a number').int('floor must be a whole number').min(-5).max(200);
const distinct = <T>(a: T[]) => new Set(a.map((v) => JSON.stringify(v))).size === a.length;

export const audienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('ALL') }),
    z.object({
      kind: z.literal('BUILDINGS'),
      buildingIDs: z.array(id('buildingID')).min(1, 'Choose at least one building').max(200).refine(distinct),
    }),
    z.object({
      kind: z.literal('FLOORS'),
      floors: z
        .array(z.object({ buildingID: id('buildingID'), floor: floorSchema }))
        .min(1, 'Choose at least one floor')
        .max(1000)
        .refine(distinct, 'Each floor may appear once'),
    }),
    z.object({
      kind: z.literal('UNITS'),
      unitIDs: z.array(id('unitID')).min(1, 'Choose at least one unit').max(20_000).refine(distinct),
    }),
  ],
  'audience.kind must be ALL, BUILDINGS, FLOORS or UNITS',
);
export type Audience = z.infer<typeof audienceSchema>;

export const contentFields = {
  title: z
    .string()
    .trim()
    .min(1, 'title is required')
    .max(TITLE_MAX, `title must be at most ${TITLE_MAX} characters`),
  /** Plain text, or HTML from the advanced editor (sanitised by the server before it is stored). */
  body: z
    .string()
    .trim()
    .min(1, 'body is required')
    .max(BODY_MAX, `body must be at most ${BODY_MAX} characters`),
  bodyFormat: z.enum(BODY_FORMATS, 'bodyFormat must be PLAIN or HTML'),
  category: z.enum(ANNOUNCEMENT_CATEGORIES, 'category must be GENERAL, URGENT, MAINTENANCE or EVENT'),
  audience: audienceSchema,
  /** An image uploaded with announcement/file. */
  coverFileID: id('coverFileID').nullable(),
  /** PDFs and images uploaded with announcement/file, in the order shown. */
  attachmentFileIDs: z
    .array(id('attachmentFileID'))
    .max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} attachments`)
    .refine(distinct, 'Each attachment may appear once'),
  /** DRAFT keeps it; NOW publishes; SCHEDULE publishes at publishAt (at once if that has passed). */
  publishMode: z.enum(PUBLISH_MODES, 'publishMode must be DRAFT, NOW or SCHEDULE'),
  publishAt: instant('publishAt').nullable(),
  expiresAt: instant('expiresAt').nullable(),
  pinned: z.boolean('pinned must be true or false'),
};

type Timing = { publishMode?: string; publishAt?: string | null; expiresAt?: string | null };
const timingRules = (v: Timing, ctx: z.RefinementCtx) => {
  if (v.publishMode === 'SCHEDULE' && !v.publishAt)
    ctx.addIssue({
      code: 'custom',
      path: ['publishAt'],
      message: 'publishAt is required to schedule a post',
    });
  if (v.publishAt && v.expiresAt && Date.parse(v.expiresAt) <= Date.parse(v.publishAt))
    ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'expiresAt must be after publishAt' });
};

export const announcementCreateSchema = z
  .object({
    communityID: communityIdSchema,
    ...contentFields,
    bodyFormat: contentFields.bodyFormat.default('PLAIN'),
    category: contentFields.category.default('GENERAL'),
    coverFileID: contentFields.coverFileID.default(null),
    attachmentFileIDs: contentFields.attachmentFileIDs.default([]),
    publishMode: contentFields.publishMode.default('DRAFT'),
    publishAt: contentFields.publishAt.default(null),
    expiresAt: contentFields.expiresAt.default(null),
    pinned: contentFields.pinned.default(false),
  })
  .superRefine(timingRules);
export type AnnouncementCreate = z.infer<typeof announcementCreateSchema>;

/** Only the fields sent change; publishMode moves the post between draft, scheduled and published. */
export const announcementUpdateSchema = z
  .object(contentFields)
  .partial()
  .extend({ communityID: communityIdSchema, announcementID: id('announcementID') })
  .superRefine(timingRules);
export type AnnouncementUpdate = z.infer<typeof announcementUpdateSchema>;

export const attachmentSchema = z.object({
  fileID: z.string(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
});

export const announcementStatsSchema = z.object({
  views: z.number(),
  uniqueReaders: z.number(),
  thanks: z.number(),
  /** Residents of the audience's units when it was published. */
  audienceSize: z.number(),
  /** uniqueReaders / audienceSize, 0 to 1 (four decimals). */
  reach: z.number(),
});

export const announcementListItemSchema = z.object({
  announcementID: z.string(),
  title: z.string(),
  /** The body as plain text, cut to 200 characters. */
  excerpt: z.string(),
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  state: z.enum(ANNOUNCEMENT_STATES),
  audienceKind: z.enum(AUDIENCE_KINDS),
  coverUrl: z.string().nullable(),
  pinned: z.boolean(),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  updatedAt: z.string(),
  stats: announcementStatsSchema,
});

export const announcementDetailSchema = announcementListItemSchema.extend({
  body: z.string(),
  bodyFormat: z.enum(BODY_FORMATS),
  audience: audienceSchema,
  attachments: z.array(attachmentSchema),
  createdAt: z.string(),
  createdBy: z.object({ userID: z.string(), name: z.string() }).nullable(),
});
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

/** What a resident sees: no audience, no figures but the thanks. */
export const residentPostSchema = z.object({
  announcementID: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  coverUrl: z.string().nullable(),
  pinned: z.boolean(),
  publishedAt: z.string(),
  expiresAt: z.string().nullable(),
  thanks: z.number(),
  thankedByMe: z.boolean(),
  readByMe: z.boolean(),
});
export const residentPostDetailSchema = residentPostSchema.extend({
  body: z.string(),
  bodyFormat: z.enum(BODY_FORMATS),
  attachments: z.array(attachmentSchema),
});

export const uploadedFileSchema = attachmentSchema.extend({ kind: z.enum(['IMAGE', 'PDF']) });
