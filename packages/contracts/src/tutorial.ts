import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { LANGS } from './i18n';
import { lastKeySchema, limitSchema, searchSchema } from './paging';
import { communityIdSchema } from './session';

/** The longest title an item may have; the console's form reads it from here. */
export const TUTORIAL_TITLE_MAX = 120;
export const TUTORIAL_SUMMARY_MAX = 500;
/** An illustrated guide's body (sanitised HTML) at most this long. */
export const TUTORIAL_BODY_MAX = 100_000;
/** A video upload at most this large: a short how-to clip, not a film. */
export const TUTORIAL_VIDEO_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The three kinds the console shows on their own routes: videos (`tutorial/vdo`), illustrated
 * guides (`tutorial/res`) and PR files to print (`tutorial/pr`).
 */
export const TUTORIAL_KINDS = ['VIDEO', 'GUIDE', 'PR'] as const;
export type TutorialKind = (typeof TUTORIAL_KINDS)[number];
/** The route of each kind's page, under /dashboard/. */
export const TUTORIAL_KIND_ROUTES: Record<TutorialKind, string> = {
  VIDEO: 'tutorial/vdo',
  GUIDE: 'tutorial/res',
  PR: 'tutorial/pr',
};

const titleSchema = z
  .string('title is required')
  .trim()
  .min(1, 'title is required')
  .max(TUTORIAL_TITLE_MAX, `title must be at most ${TUTORIAL_TITLE_MAX} characters`);
const summarySchema = z
  .string()
  .trim()
  .max(TUTORIAL_SUMMARY_MAX, `summary must be at most ${TUTORIAL_SUMMARY_MAX} characters`);
const kindSchema = z.enum(TUTORIAL_KINDS, `kind must be one of ${TUTORIAL_KINDS.join(', ')}`);
const langSchema = z.enum(LANGS, `lang must be one of ${LANGS.join(', ')}`);
const itemIdSchema = z.uuid('itemID is not valid');

/** A YouTube video's id, or any of its usual links, reduced to the id (played from youtube-nocookie). */
export const youtubeIdSchema = z
  .string()
  .trim()
  .transform((v) => {
    const m = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})(?:[?&#/]|$)/.exec(v);
    return m ? m[1]! : v;
  })
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'youtube must be a YouTube link or video id'));

/** The stored key an upload (`file`) answered; the API checks it is this community's own. */
const fileKeySchema = z.string().trim().min(1).max(300);

export const tutorialItemSchema = z.object({
  itemID: z.string(),
  kind: kindSchema,
  lang: langSchema,
  title: z.string().max(TUTORIAL_TITLE_MAX),
  summary: z.string(),
  /** Published by the operator for every community: read-only to the community. */
  shared: z.boolean(),
  /** A video: the YouTube id, or null for an uploaded MP4. */
  youtubeID: z.string().nullable(),
  /** The uploaded file's signed link (an MP4, or a PR file's PDF or picture); null for none. */
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  /** Archived items stay (with their progress) but leave the lists. */
  archived: z.boolean(),
  /** The caller's own progress, 0 to 100; null before they opened it. */
  myPercent: z.number().int().nullable(),
  /** For staff: how many members opened it and how many finished it. */
  viewers: z.number().int(),
  finished: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TutorialItem = z.infer<typeof tutorialItemSchema>;

export const tutorialDetailSchema = tutorialItemSchema.extend({
  /** An illustrated guide's sanitised HTML, its pictures signed; empty for the other kinds. */
  body: z.string(),
});
export type TutorialDetail = z.infer<typeof tutorialDetailSchema>;

export const tutorialProgressRowSchema = z.object({
  userID: z.string(),
  name: z.string(),
  role: z.string(),
  percent: z.number().int(),
  positionSeconds: z.number().int(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TutorialProgressRow = z.infer<typeof tutorialProgressRowSchema>;

export const tutorialListQuerySchema = z.object({
  communityID: communityIdSchema,
  kind: kindSchema.optional(),
  /** Only items in this language (the operator's items come in several). */
  lang: langSchema.optional(),
  search: searchSchema,
  lastKey: lastKeySchema,
  limit: limitSchema,
});

const contentFields = {
  title: titleSchema,
  summary: summarySchema.default(''),
  lang: langSchema.default('th'),
  youtube: youtubeIdSchema.optional(),
  fileKey: fileKeySchema.optional(),
  fileName: z.string().trim().max(200).optional(),
  body: z.string().max(TUTORIAL_BODY_MAX, 'body is too long').optional(),
};

/**
 * What each kind needs (a video one source, YouTube or an uploaded MP4; a guide its text; a PR
 * file its upload) is the API's check, so the refusal reads in the caller's language.
 */
export const tutorialCreateSchema = z.object({
  communityID: communityIdSchema,
  kind: kindSchema,
  ...contentFields,
});
export type TutorialCreateInput = z.input<typeof tutorialCreateSchema>;

export const tutorialUpdateSchema = z.object({
  communityID: communityIdSchema,
  itemID: itemIdSchema,
  title: titleSchema.optional(),
  summary: summarySchema.optional(),
  lang: langSchema.optional(),
  youtube: youtubeIdSchema.optional(),
  fileKey: fileKeySchema.optional(),
  fileName: z.string().trim().max(200).optional(),
  body: z.string().max(TUTORIAL_BODY_MAX, 'body is too long').optional(),
});
export type TutorialUpdateInput = z.input<typeof tutorialUpdateSchema>;

const itemRef = z.object({ communityID: communityIdSchema, itemID: itemIdSchema });

/** Whose progress the Excel download holds: every tutorial, one kind, or one tutorial. */
export const tutorialProgressExcelSchema = z.object({
  communityID: communityIdSchema,
  itemID: itemIdSchema.optional(),
  kind: kindSchema.optional(),
});

const reader = allow.to('TUTORIAL:read');
const writer = allow.to('TUTORIAL:write');

/** The operations of this area, each with its access beside its schemas. */
export const tutorialOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/tutorial/list',
    summary: "The community's and the operator's tutorials, newest first, by kind and language, keyset paged",
    access: reader,
    query: tutorialListQuerySchema,
    response: itemsEnvelope(tutorialItemSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/tutorial/detail',
    summary: 'One tutorial with its guide text and signed file link',
    access: reader,
    query: itemRef,
    response: dataEnvelope(tutorialDetailSchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/tutorial/create',
    summary: 'Add a tutorial of the community (a video, an illustrated guide or a PR file)',
    access: writer,
    body: tutorialCreateSchema,
    response: dataEnvelope(tutorialDetailSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/tutorial/update',
    summary: "Change a community's own tutorial (the operator's are read-only)",
    access: writer,
    body: tutorialUpdateSchema,
    response: dataEnvelope(tutorialDetailSchema),
  }),
  delete: guardedOperation({
    method: 'POST',
    path: '/api/tutorial/delete',
    summary: 'Archive a tutorial of the community: it leaves the lists, its progress stays',
    access: writer,
    body: itemRef,
    response: dataEnvelope(tutorialItemSchema),
  }),
  file: guardedOperation({
    method: 'POST',
    path: '/api/tutorial/file',
    summary: 'Upload a video (MP4) or a PR file (PDF or picture); answers the key to create with',
    access: writer,
    query: z.object({ communityID: communityIdSchema }),
    response: dataEnvelope(
      z.object({ fileKey: z.string(), url: z.string(), name: z.string(), contentType: z.string() }),
    ),
  }),
  progress: guardedOperation({
    method: 'POST',
    path: '/api/tutorial/progress',
    summary: "The caller's progress in a tutorial (the resident app reports it as they watch or read)",
    access: reader,
    body: itemRef.extend({
      percent: z.number('percent must be a number').int().min(0).max(100),
      positionSeconds: z.number().int().min(0).max(86_400).default(0),
    }),
    response: dataEnvelope(
      z.object({ itemID: z.string(), percent: z.number().int(), completedAt: z.string().nullable() }),
    ),
  }),
  progressList: guardedOperation({
    method: 'GET',
    path: '/api/tutorial/progress/list',
    summary: 'Who opened a tutorial and how far they got, furthest first',
    access: writer,
    query: itemRef,
    response: itemsEnvelope(tutorialProgressRowSchema),
  }),
  progressExcel: guardedOperation({
    method: 'GET',
    path: '/api/tutorial/progress/excel',
    summary:
      "Who watched or read what: one row per member and tutorial (name, unit, tutorial, kind, first and last seen, percent, finished) as an .xlsx file, times in the community's zone",
    access: writer,
    query: tutorialProgressExcelSchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
};
