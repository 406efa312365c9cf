import { announcementOps as ops } from '@cc/contracts/announcement-ops';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../platform/db/client';
import { guardedRoute } from '../../platform/http/guarded-route';
import { pageOf } from '../../platform/http/keyset';
import type { AppServices } from '../../platform/services';
import { addressedTo } from './audience';
import {
  afterKey,
  orderOf,
  RESIDENT_ORDER,
  rankSql,
  searchCondition,
  sortKeySql,
  visibleToResidents,
} from './post-pages';
import type { PostRow } from './post-view';
import { notFound } from './refusals';
import { excerptOf } from './sanitize-body';
import { announcementReads, announcements, announcementThanks } from './tables';

const tags = ['announcement'];
const a = announcements;

const mine = (table: typeof announcementReads | typeof announcementThanks, userId: string) =>
  sql<boolean>`exists (select 1 from ${table} where ${table.announcementId} = ${a.id} and ${table.userId} = ${userId})`;

/** The caller's columns beside the post: did I read it, did I thank it. */
const withMine = (userId: string) => ({
  post: a,
  readByMe: mine(announcementReads, userId),
  thankedByMe: mine(announcementThanks, userId),
});

const toResidentPost = (row: { post: PostRow; readByMe: boolean; thankedByMe: boolean }) => ({
  announcementID: row.post.id,
  title: row.post.title,
  excerpt: excerptOf(row.post.body, row.post.bodyFormat),
  category: row.post.category,
  coverUrl: row.post.coverUrl,
  pinned: row.post.pinned,
  publishedAt: row.post.publishedAt!.toISOString(),
  expiresAt: row.post.expiresAt?.toISOString() ?? null,
  thanks: row.post.thankCount,
  thankedByMe: row.thankedByMe,
  readByMe: row.readByMe,
});

/** A post this member may see, or the same 404 as a post that does not exist. */
async function visiblePost(tx: Executor, request: FastifyRequest, id: string) {
  const where: SQL = request.scope.owns(a, eq(a.id, id), visibleToResidents, addressedTo(request.user.id));
  const [row] = await tx.select(withMine(request.user.id)).from(a).where(where);
  if (!row) throw notFound('ANNOUNCEMENT_NOT_FOR_YOU');
  return row;
}

/** The residents' side: their posts, reading one (a view), thanking it. */
export async function residentRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, ops.residentList, tags),
    handler: async (request) => {
      const { q, category, lastKey, limit } = request.query;
      const scope = request.scope;
      const rows = await scope.run((tx) =>
        tx
          .select({
            ...withMine(request.user.id),
            rank: rankSql(RESIDENT_ORDER),
            at: sortKeySql(RESIDENT_ORDER),
          })
          .from(a)
          .where(
            scope.owns(
              a,
              visibleToResidents,
              addressedTo(request.user.id),
              searchCondition(q, category),
              afterKey(RESIDENT_ORDER, lastKey),
            ),
          )
          .orderBy(...orderOf(RESIDENT_ORDER))
          .limit(limit + 1),
      );
      const page = pageOf(rows, limit, (row) => [row.rank, row.at, row.post.id]);
      return { isSuccess: true as const, items: page.items.map(toResidentPost), lastKey: page.lastKey };
    },
  });

  r.route({
    ...guardedRoute(s, ops.residentDetail, tags),
    handler: async (request) => {
      const scope = request.scope;
      const userId = request.user.id;
      const row = await scope.run(async (tx) => {
        const found = await visiblePost(tx, request, request.query.announcementID);
        const postId = found.post.id;
        // One row per reader: the first read adds a reader, every read adds a view.
        const [first] = await tx
          .insert(announcementReads)
          .values({ announcementId: postId, userId, communityId: scope.communityId })
          .onConflictDoNothing()
          .returning({ userId: announcementReads.userId });
        if (!first)
          await tx
            .update(announcementReads)
            .set({ views: sql`${announcementReads.views} + 1`, lastReadAt: sql`now()` })
            .where(
              scope.owns(
                announcementReads,
                and(eq(announcementReads.announcementId, postId), eq(announcementReads.userId, userId)),
              ),
            );
        const [counted] = await tx
          .update(a)
          .set({ viewCount: sql`${a.viewCount} + 1`, readerCount: sql`${a.readerCount} + ${first ? 1 : 0}` })
          .where(scope.owns(a, eq(a.id, postId)))
          .returning();
        return { ...found, post: counted!, readByMe: true };
      });
      return {
        isSuccess: true as const,
        data: {
          ...toResidentPost(row),
          body: row.post.body,
          bodyFormat: row.post.bodyFormat,
          attachments: row.post.attachments,
        },
      };
    },
  });

  const thanks = async (request: FastifyRequest, id: string, give: boolean) => {
    const scope = request.scope;
    const userId = request.user.id;
    return scope.run(async (tx) => {
      const { post } = await visiblePost(tx, request, id);
      const mark = { announcementId: post.id, userId, communityId: scope.communityId };
      const changed = give
        ? await tx.insert(announcementThanks).values(mark).onConflictDoNothing().returning()
        : await tx
            .delete(announcementThanks)
            .where(
              scope.owns(
                announcementThanks,
                and(eq(announcementThanks.announcementId, post.id), eq(announcementThanks.userId, userId)),
              ),
            )
            .returning();
      const delta = changed.length === 0 ? 0 : give ? 1 : -1;
      const [after] = await tx
        .update(a)
        .set({ thankCount: sql`${a.thankCount} + ${delta}` })
        .where(scope.owns(a, eq(a.id, post.id)))
        .returning({ thanks: a.thankCount });
      return { isSuccess: true as const, data: { thanks: after!.thanks, thankedByMe: give } };
    });
  };

  r.route({
    ...guardedRoute(s, ops.thank, tags),
    handler: (request) => thanks(request, request.body.announcementID, true),
  });

  r.route({
    ...guardedRoute(s, ops.unthank, tags),
    handler: (request) => thanks(request, request.query.announcementID, false),
  });
}
