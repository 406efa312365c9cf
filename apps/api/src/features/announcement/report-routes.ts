import { announcementReportOps as ops } from '@cc/contracts/announcement-report';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../platform/db/client';
import { headerCell, sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { pageOf } from '../../platform/http/keyset';
import type { AppServices } from '../../platform/services';
import { communities } from '../../platform/tenancy/tables';
import { afterKey, orderOf, sortKeySql } from './post-page-queries';
import { reachOf } from './post-view';
import {
  CATEGORY_LABELS,
  postSummary,
  publishedIn,
  REPORT_ORDER,
  STATE_LABELS,
  toReportPost,
  totalsColumns,
} from './report-queries';
import { announcements } from './tables';

const tags = ['announcement', 'report'];
const a = announcements;
const EXCEL_MAX = 10_000;

async function timeZoneOf(tx: Executor, communityId: string) {
  const [c] = await tx
    .select({ tz: communities.timeZone })
    .from(communities)
    .where(eq(communities.id, communityId));
  return c?.tz ?? 'Asia/Bangkok';
}

/** report announcement top-view-thank and history (+ Excel), and the dashboard card. */
export async function reportRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, ops.topViewThank, tags),
    handler: async (request) => {
      const { from, to, limit } = request.query;
      const scope = request.scope;
      const inRange = scope.owns(a, publishedIn(scope.communityId, from, to));
      const data = await scope.run(async (tx) => {
        const [t] = await tx.select(totalsColumns).from(a).where(inRange);
        const top = (by: typeof a.viewCount | typeof a.thankCount) =>
          tx.select().from(a).where(inRange).orderBy(desc(by), desc(a.publishedAt), desc(a.id)).limit(limit);
        return {
          totals: { ...t!, reach: reachOf(t!.uniqueReaders, t!.audience) },
          topViews: (await top(a.viewCount)).map(toReportPost),
          topThanks: (await top(a.thankCount)).map(toReportPost),
        };
      });
      const { audience: _audience, ...totals } = data.totals;
      return { isSuccess: true as const, data: { ...data, totals } };
    },
  });

  r.route({
    ...guardedRoute(s, ops.history, tags),
    handler: async (request) => {
      const { from, to, lastKey, limit } = request.query;
      const scope = request.scope;
      const rows = await scope.run((tx) =>
        tx
          .select({ post: a, at: sortKeySql(REPORT_ORDER) })
          .from(a)
          .where(scope.owns(a, publishedIn(scope.communityId, from, to), afterKey(REPORT_ORDER, lastKey)))
          .orderBy(...orderOf(REPORT_ORDER))
          .limit(limit + 1),
      );
      const page = pageOf(rows, limit, (row) => [0, row.at, row.post.id]);
      return {
        isSuccess: true as const,
        items: page.items.map((row) => toReportPost(row.post)),
        lastKey: page.lastKey,
      };
    },
  });

  r.route({
    ...guardedRoute(s, ops.historyExcel, tags),
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const scope = request.scope;
      const { posts, tz } = await scope.run(async (tx) => ({
        tz: await timeZoneOf(tx, scope.communityId),
        posts: await tx
          .select()
          .from(a)
          .where(scope.owns(a, publishedIn(scope.communityId, from, to)))
          .orderBy(...orderOf(REPORT_ORDER))
          .limit(EXCEL_MAX),
      }));
      const when = new Intl.DateTimeFormat('sv-SE', { timeZone: tz, dateStyle: 'short', timeStyle: 'short' });
      const header = [
        headerCell('หัวข้อ', 'Title'),
        headerCell('หมวด', 'Category'),
        headerCell('เผยแพร่เมื่อ', 'Published'),
        headerCell('สถานะ', 'State'),
        headerCell('ผู้รับ', 'Audience'),
        headerCell('เข้าชม', 'Views'),
        headerCell('ผู้อ่าน', 'Unique readers'),
        headerCell('ขอบคุณ', 'Thanks'),
        headerCell('การเข้าถึง', 'Reach'),
      ];
      const rows = posts.map((p) => {
        const r = toReportPost(p);
        return [
          p.title,
          CATEGORY_LABELS[p.category],
          when.format(p.publishedAt!),
          STATE_LABELS[r.state],
          r.stats.audienceSize,
          r.stats.views,
          r.stats.uniqueReaders,
          r.stats.thanks,
          { value: r.stats.reach, format: '0.0%' },
        ];
      });
      return sendXlsx(reply, `announcement-history-${scope.communityId}.xlsx`, [
        { sheet: 'History', data: [header, ...rows] },
      ]);
    },
  });

  r.route({
    ...guardedRoute(s, ops.summary, tags),
    handler: async (request) => {
      const scope = request.scope;
      const data = await scope.run((tx) => postSummary(tx, scope));
      return { isSuccess: true as const, data };
    },
  });
}
