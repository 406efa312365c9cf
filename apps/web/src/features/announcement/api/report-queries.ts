import { announcementReportOps } from '@cc/contracts/announcement-report';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { ApiError, errorFromBody, errorMessageOf } from '../../../shared/api/api-error';
import { refreshOnce } from '../../../shared/api/tokens';
import { readKey } from '../../../shared/session/session-storage';
import { announcementKeys } from './announcement-keys';

export interface Range {
  communityID: string;
  from: string;
  to: string;
}

export const topQuery = (r: Range) =>
  queryOptions({
    queryKey: announcementKeys.report(r.communityID, 'top', r.from, r.to),
    queryFn: async ({ signal }) =>
      (await callOp(announcementReportOps.topViewThank, { query: { ...r, limit: 5 }, signal })).data,
  });

export const historyQuery = (r: Range) =>
  infiniteQueryOptions({
    queryKey: announcementKeys.report(r.communityID, 'history', r.from, r.to),
    queryFn: ({ pageParam, signal }) =>
      callOp(announcementReportOps.history, { query: { ...r, lastKey: pageParam, limit: 50 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const summaryQuery = (communityID: string) =>
  queryOptions({
    queryKey: announcementKeys.summary(communityID),
    queryFn: async ({ signal }) =>
      (await callOp(announcementReportOps.summary, { query: { communityID }, signal })).data,
  });

/** The .xlsx answer is a file, not JSON, so it is fetched as a blob and saved by the browser. */
export async function downloadHistoryExcel(r: Range): Promise<void> {
  const qs = new URLSearchParams({ communityID: r.communityID, from: r.from, to: r.to });
  const send = () =>
    fetch(`${announcementReportOps.historyExcel.path}?${qs}`, {
      headers: { authorization: `Bearer ${readKey('access_token') ?? ''}` },
    });
  let res = await send().catch((e: unknown) => {
    throw new ApiError(0, 'NETWORK', errorMessageOf(e));
  });
  if (res.status === 401 && (await refreshOnce())) res = await send();
  if (!res.ok) throw errorFromBody(res.status, await res.json().catch(() => null));
  const blob = await res.blob();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `announcements-${r.from}-${r.to}.xlsx`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
