import { announcementOps as ops } from '@cc/contracts/announcement-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../platform/db/client';
import { guardedRoute } from '../../platform/http/guarded-route';
import { pageOf } from '../../platform/http/keyset';
import type { AppServices } from '../../platform/services';
import { linkPost } from './post-links';
import type { PostRow } from './post-view';
import { changeThanks, countRead, residentPostPage, visiblePostRow } from './reading-queries';
import { notFound } from './refusals';
import { excerptOf } from './sanitize-body';

const tags = ['announcement'];

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
  const row = await visiblePostRow(tx, request.scope, request.user.id, id);
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
      const query = { q, category, lastKey, limit: limit + 1 };
      const rows = await scope.run((tx) => residentPostPage(tx, scope, request.user.id, query));
      const page = pageOf(rows, limit, (row) => [row.rank, row.at, row.post.id]);
      return {
        isSuccess: true as const,
        items: page.items.map((row) => linkPost(s.files, scope, toResidentPost(row))),
        lastKey: page.lastKey,
      };
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
        const counted = await countRead(tx, scope, postId, userId);
        return { ...found, post: counted, readByMe: true };
      });
      return {
        isSuccess: true as const,
        data: linkPost(s.files, scope, {
          ...toResidentPost(row),
          body: row.post.body,
          bodyFormat: row.post.bodyFormat,
          attachments: row.post.attachments,
        }),
      };
    },
  });

  const thanks = async (request: FastifyRequest, id: string, give: boolean) => {
    const scope = request.scope;
    const userId = request.user.id;
    return scope.run(async (tx) => {
      const { post } = await visiblePost(tx, request, id);
      const count = await changeThanks(tx, scope, post.id, userId, give);
      return { isSuccess: true as const, data: { thanks: count, thankedByMe: give } };
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
