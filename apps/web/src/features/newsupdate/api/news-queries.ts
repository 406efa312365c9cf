import { type NEWS_KINDS, newsUpdateOps } from '@cc/contracts/news-update';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';

export type NewsKind = (typeof NEWS_KINDS)[number];

/** Release notes and tips, newest first, ten at a time. */
export const newsListQuery = (kind: NewsKind | undefined) =>
  infiniteQueryOptions({
    queryKey: ['news-update', 'list', kind ?? 'ALL'],
    queryFn: ({ pageParam, signal }) =>
      callOp(newsUpdateOps.list, { query: { kind, lastKey: pageParam, limit: 10 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
    staleTime: 5 * 60_000,
  });

export const newsInfoQuery = (newsID: string) =>
  queryOptions({
    queryKey: ['news-update', 'info', newsID],
    queryFn: async ({ signal }) => (await callOp(newsUpdateOps.info, { query: { newsID }, signal })).data,
    staleTime: 5 * 60_000,
  });
