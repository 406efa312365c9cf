import { z } from 'zod';
import { guardedOperation } from './access';
import { ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_STATES, announcementStatsSchema } from './announcement';
import { manageAnnouncements } from './announcement-ops';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { lastKeySchema, limitSchema } from './paging';
import { communityIdSchema } from './session';

/**
 * Figures per post (report announcement top-view-thank and history, the dashboard card).
 * These are console pages, so like the manage list they need read plus write or approve.
 */

/** A day (YYYY-MM-DD, in the community's time zone) or an instant with a zone. */
const boundSchema = (field: string) =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    message: `${field} must be a date (YYYY-MM-DD) or a date and time with a zone`,
  });
/** Posts published between from (inclusive) and to (inclusive for a day); 90 days up to now by default. */
export const reportRangeSchema = z.object({
  communityID: communityIdSchema,
  from: boundSchema('from').optional(),
  to: boundSchema('to').optional(),
});

export const reportPostSchema = z.object({
  announcementID: z.string(),
  title: z.string(),
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  state: z.enum(ANNOUNCEMENT_STATES),
  publishedAt: z.string(),
  stats: announcementStatsSchema,
});
export type ReportPost = z.infer<typeof reportPostSchema>;

const figures = z.object({
  posts: z.number(),
  views: z.number(),
  uniqueReaders: z.number(),
  thanks: z.number(),
  /** Readers over audience across the range's posts. */
  reach: z.number(),
});

const manage = manageAnnouncements;

export const announcementReportOps = {
  topViewThank: guardedOperation({
    method: 'GET',
    path: '/api/report/announcement/top-view-thank',
    summary:
      'The most viewed and the most thanked posts of a date range, with the range totals (for the chart)',
    access: manage,
    query: reportRangeSchema.extend({
      limit: z.coerce
        .number('limit must be a number')
        .int()
        .min(1)
        .max(50, 'limit must be at most 50')
        .default(10),
    }),
    response: dataEnvelope(
      z.object({
        totals: figures,
        topViews: z.array(reportPostSchema),
        topThanks: z.array(reportPostSchema),
      }),
    ),
  }),
  history: guardedOperation({
    method: 'GET',
    path: '/api/report/announcement/history',
    summary: 'Posts published in a date range with their figures, newest first',
    access: manage,
    query: reportRangeSchema.extend({ lastKey: lastKeySchema, limit: limitSchema }),
    response: itemsEnvelope(reportPostSchema),
  }),
  historyExcel: guardedOperation({
    method: 'GET',
    path: '/api/report/announcement/history/excel',
    summary: 'The history report of a date range as an .xlsx download (at most 10,000 posts)',
    access: manage,
    query: reportRangeSchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
  summary: guardedOperation({
    method: 'GET',
    path: '/api/announcement/summary',
    summary: 'The dashboard card: counts per tab and the latest published posts with their reach',
    access: manage,
    query: z.object({ communityID: communityIdSchema }),
    response: dataEnvelope(
      z.object({
        published: z.number(),
        scheduled: z.number(),
        drafts: z.number(),
        latest: z.array(reportPostSchema),
      }),
    ),
  }),
} as const;
