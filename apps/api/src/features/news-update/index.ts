import { newsUpdateOps as ops } from '@cc/contracts/news-update';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defineFeature } from '../../platform/feature/define-feature';
import { guardedRoute } from '../../platform/http/guarded-route';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import type { AppServices } from '../../platform/services';
import { seedDemoNews } from './demo-seed';
import { publishedNews, publishedNewsPage, toNewsItem } from './news-queries';
import { NEWS_COMMANDS } from './operator-commands';
import { badRequest, newsUpdateRefusals, notFound } from './refusals';

const tags = ['news-update'];

/** The product's release notes and tips, for every signed-in user (news-update list, info). */
export async function newsUpdateFeature(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, ops.list, tags),
    handler: async (request) => {
      const { kind, lang, lastKey, limit } = request.query;
      const key = decodeKey(lastKey, 2);
      const valid =
        !key ||
        (typeof key[0] === 'string' &&
          !Number.isNaN(Date.parse(key[0])) &&
          typeof key[1] === 'string' &&
          /^[0-9a-f-]{36}$/.test(key[1]));
      if (!valid) throw badRequest('BAD_LAST_KEY');
      const after = key as [string, string] | undefined;
      const rows = await publishedNewsPage(s.db, { kind, after, limit: limit + 1 });
      const page = pageOf(rows, limit, (row) => [row.at, row.news.id]);
      return {
        isSuccess: true as const,
        items: page.items.map((row) => toNewsItem(row.news, lang)),
        lastKey: page.lastKey,
      };
    },
  });

  r.route({
    ...guardedRoute(s, ops.info, tags),
    handler: async (request) => {
      const row = await publishedNews(s.db, request.query.newsID);
      if (!row) throw notFound('NEWS_NOT_FOUND');
      return { isSuccess: true as const, data: toNewsItem(row, request.query.lang) };
    },
  });
}

export const newsUpdateModule = defineFeature({
  key: 'news-update',
  plugin: newsUpdateFeature,
  refusals: newsUpdateRefusals,
  operatorCommands: NEWS_COMMANDS,
  seed: seedDemoNews,
});
