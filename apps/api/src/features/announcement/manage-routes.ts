import { announcementOps as ops } from '@cc/contracts/announcement-ops';
import { and, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import { pageOf } from '../../platform/http/keyset';
import type { AppServices } from '../../platform/services';
import { deletePost, pinPost, publishPost, unpublishPost } from './post-actions';
import { linkPost } from './post-links';
import { afterKey, orderOf, rankSql, searchCondition, sortKeySql, TABS } from './post-page-queries';
import { loadDetail, toListItem } from './post-view';
import { announcements } from './tables';
import { createPost, updatePost } from './write-post';

const tags = ['announcement'];

/** The console's manage pages: write, edit, publish, pin, delete, and the tabbed list. */
export async function manageRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every answer here is one post; its files go out as signed links.
  const ok = <T extends Parameters<typeof linkPost>[2]>(request: FastifyRequest, data: T) => ({
    isSuccess: true as const,
    data: linkPost(s.files, request.scope, data),
  });

  r.route({
    ...guardedRoute(s, ops.create, tags),
    handler: async (request) => ok(request, await createPost(s, request, request.body)),
  });

  r.route({
    ...guardedRoute(s, ops.update, tags),
    handler: async (request) => ok(request, await updatePost(s, request, request.body)),
  });

  r.route({
    ...guardedRoute(s, ops.list, tags),
    handler: async (request) => {
      const { tab, q, category, lastKey, limit } = request.query;
      const order = TABS[tab];
      const scope = request.scope;
      const rows = await scope.run((tx) =>
        tx
          .select({ post: announcements, rank: rankSql(order), at: sortKeySql(order) })
          .from(announcements)
          .where(
            scope.owns(
              announcements,
              and(isNull(announcements.deletedAt), order.where),
              searchCondition(q, category),
              afterKey(order, lastKey),
            ),
          )
          .orderBy(...orderOf(order))
          .limit(limit + 1),
      );
      const page = pageOf(rows, limit, (row) => [row.rank, row.at, row.post.id]);
      return {
        isSuccess: true as const,
        items: page.items.map((row) => linkPost(s.files, scope, toListItem(row.post))),
        lastKey: page.lastKey,
      };
    },
  });

  r.route({
    ...guardedRoute(s, ops.detail, tags),
    handler: async (request) => ok(request, await loadDetail(request.scope, request.query.announcementID)),
  });

  r.route({
    ...guardedRoute(s, ops.publish, tags),
    handler: async (request) =>
      ok(request, await publishPost(s, request, request.body.announcementID, request.body.publishAt)),
  });

  r.route({
    ...guardedRoute(s, ops.unpublish, tags),
    handler: async (request) => ok(request, await unpublishPost(request, request.body.announcementID)),
  });

  r.route({
    ...guardedRoute(s, ops.pin, tags),
    handler: async (request) =>
      ok(request, await pinPost(request, request.body.announcementID, request.body.pinned)),
  });

  r.route({
    ...guardedRoute(s, ops.remove, tags),
    handler: async (request) => {
      await deletePost(s, request, request.query.announcementID);
      return { isSuccess: true as const, message: 'The announcement was deleted' };
    },
  });
}
