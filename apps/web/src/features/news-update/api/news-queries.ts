import type { Lang } from '@cc/contracts/i18n';
import { type NEWS_KINDS, newsUpdateOps } from '@cc/contracts/news-update';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';

export type NewsKind = (typeof NEWS_KINDS)[number];

/** Release notes and tips in the reader's language (Thai where an item lacks it), ten at a time. */
export const newsListQuery = (kind: NewsKind | undefined, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: ['news-update', 'list', kind ?? 'ALL', lang],
    queryFn: ({ pageParam, signal }) =>
      callOp(newsUpdateOps.list, { query: { kind, lang, lastKey: pageParam, limit: 10 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
    staleTime: 5 * 60_000,
  });

export const newsInfoQuery = (newsID: string, lang: Lang) =>
  queryOptions({
    queryKey: ['news-update', 'info', newsID, lang],
    queryFn: async ({ signal }) =>
      (await callOp(newsUpdateOps.info, { query: { newsID, lang }, signal })).data,
    staleTime: 5 * 60_000,
  });
