import { z } from 'zod';

/**
 * Community rules: documents in categories, each with numbered versions. A version is written as
 * a DRAFT, PUBLISHED once (the one before it is then ARCHIVED), and ARCHIVED with its document.
 * Residents read a published version and, when it asks for it, acknowledge it per unit.
 */
export const REGULATION_CATEGORIES = ['REGULATION', 'HOUSE_RULES', 'NOTICE', 'FORM'] as const;
export type RegulationCategory = (typeof REGULATION_CATEGORIES)[number];

/** A document is DRAFT until its first version is published, ARCHIVED once retired. */
export const REGULATION_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type RegulationStatus = (typeof REGULATION_STATUSES)[number];

export const REGULATION_TITLE_MAX = 120;
export const REGULATION_NOTE_MAX = 500;
/** Rich text as the editor sends it, before sanitising. */
export const REGULATION_BODY_MAX = 100_000;
export const REGULATION_REASON_MAX = 300;

const isoDay = z.string().describe('YYYY-MM-DD, in the community time zone');

export const regulationFileSchema = z.object({
  fileID: z.string(),
  name: z.string(),
  size: z.number().int(),
  /** A signed link for some minutes; null when the file cannot be served. */
  url: z.string().nullable(),
});
export type RegulationFile = z.infer<typeof regulationFileSchema>;

export const regulationVersionSchema = z.object({
  versionID: z.string(),
  documentID: z.string(),
  versionNo: z.number().int(),
  status: z.enum(REGULATION_STATUSES),
  /** Sanitised HTML; null when the version is a PDF only. */
  bodyHtml: z.string().nullable(),
  file: regulationFileSchema.nullable(),
  effectiveDate: isoDay,
  changeNote: z.string(),
  requiresAck: z.boolean(),
  publishedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RegulationVersion = z.infer<typeof regulationVersionSchema>;

/** The figures of one published version: units that opened it and that acknowledged it. */
export const regulationFiguresSchema = z.object({
  units: z.number().int(),
  read: z.number().int(),
  acknowledged: z.number().int(),
});
export type RegulationFigures = z.infer<typeof regulationFiguresSchema>;

export const regulationDocumentSchema = z.object({
  documentID: z.string(),
  category: z.enum(REGULATION_CATEGORIES),
  title: z.string(),
  status: z.enum(REGULATION_STATUSES),
  /** The version residents see now. */
  current: regulationVersionSchema.omit({ bodyHtml: true, file: true }).nullable(),
  /** The version being written, if any (at most one). */
  draftVersionID: z.string().nullable(),
  figures: regulationFiguresSchema.nullable(),
  updatedAt: z.string(),
});
export type RegulationDocument = z.infer<typeof regulationDocumentSchema>;

export const regulationDetailSchema = regulationDocumentSchema.extend({
  versions: z.array(regulationVersionSchema),
  archiveReason: z.string().nullable(),
});
export type RegulationDetail = z.infer<typeof regulationDetailSchema>;

/** What a resident's app shows: the current version, and each of the resident's units' marks. */
export const residentRegulationSchema = z.object({
  documentID: z.string(),
  category: z.enum(REGULATION_CATEGORIES),
  title: z.string(),
  version: regulationVersionSchema,
  units: z.array(
    z.object({
      unitID: z.string(),
      unitNo: z.string(),
      readAt: z.string().nullable(),
      acknowledgedAt: z.string().nullable(),
    }),
  ),
});
export type ResidentRegulation = z.infer<typeof residentRegulationSchema>;

export const regulationMarkSchema = z.object({
  versionID: z.string(),
  unitIDs: z.array(z.string()),
  at: z.string(),
});

export const regulationBuildingFiguresSchema = regulationFiguresSchema.extend({
  buildingName: z.string().nullable(),
});

export const regulationPendingUnitSchema = z.object({
  unitID: z.string(),
  unitNo: z.string(),
  buildingName: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type RegulationPendingUnit = z.infer<typeof regulationPendingUnitSchema>;

export const regulationReportSchema = z.object({
  versionID: z.string(),
  documentID: z.string(),
  title: z.string(),
  versionNo: z.number().int(),
  requiresAck: z.boolean(),
  publishedAt: z.string().nullable(),
  totals: regulationFiguresSchema,
  buildings: z.array(regulationBuildingFiguresSchema),
  /** Units that have not acknowledged (or, for a version without acknowledgement, not read). */
  pending: z.array(regulationPendingUnitSchema),
  pendingLastKey: z.string().nullable(),
});
export type RegulationReport = z.infer<typeof regulationReportSchema>;

export const regulationHistoryRowSchema = z.object({
  versionID: z.string(),
  documentID: z.string(),
  title: z.string(),
  category: z.enum(REGULATION_CATEGORIES),
  versionNo: z.number().int(),
  status: z.enum(REGULATION_STATUSES),
  requiresAck: z.boolean(),
  publishedAt: z.string(),
  read: z.number().int(),
  acknowledged: z.number().int(),
});
export type RegulationHistoryRow = z.infer<typeof regulationHistoryRowSchema>;

export const regulationHistorySchema = z.object({
  units: z.number().int(),
  versions: z.array(regulationHistoryRowSchema),
  /** Per month (YYYY-MM, community zone): versions published and acknowledgements given. */
  months: z.array(
    z.object({ month: z.string(), published: z.number().int(), acknowledged: z.number().int() }),
  ),
});
export type RegulationHistory = z.infer<typeof regulationHistorySchema>;

/** The dashboard card: the latest published version that asks for acknowledgement. */
export const regulationSummarySchema = z.object({
  latest: z
    .object({
      documentID: z.string(),
      versionID: z.string(),
      title: z.string(),
      versionNo: z.number().int(),
      figures: regulationFiguresSchema,
    })
    .nullable(),
  documents: z.number().int(),
});
export type RegulationSummary = z.infer<typeof regulationSummarySchema>;
