import { issueOps } from '@cc/contracts/issuetracking-ops';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { issuetrackingKeys } from './issue-keys';
import { PAGE_SIZE } from './tasks';

/** The report's date range (community calendar days) and optional group. */
export interface ReportRange {
  from: string;
  to: string;
  groupID?: string;
}

const reportKey = (communityID: string, name: string, ...rest: unknown[]) =>
  [...issuetrackingKeys.reports(communityID), name, ...rest] as const;

export const totalQuery = (communityID: string, r: ReportRange) =>
  queryOptions({
    queryKey: reportKey(communityID, 'total', r),
    queryFn: async ({ signal }) =>
      (await callOp(issueOps.report.total, { query: { communityID, ...r }, signal })).data,
  });

/** Twelve months ending with `month` (YYYY-MM). */
export const monthQuery = (communityID: string, month: string, groupID?: string) =>
  queryOptions({
    queryKey: reportKey(communityID, 'month', month, groupID),
    queryFn: async ({ signal }) =>
      (await callOp(issueOps.report.month, { query: { communityID, month, groupID }, signal })).items,
  });

export const remainingQuery = (communityID: string) =>
  queryOptions({
    queryKey: reportKey(communityID, 'remaining'),
    queryFn: async ({ signal }) =>
      (await callOp(issueOps.report.remaining, { query: { communityID }, signal })).items,
  });

export const historyQuery = (communityID: string, r: ReportRange) =>
  infiniteQueryOptions({
    queryKey: reportKey(communityID, 'history', r),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(issueOps.report.history, {
        query: { communityID, ...r, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useTotalReport = (r: ReportRange) =>
  useQuery({ ...totalQuery(useCommunityID(), r), placeholderData: keepPreviousData });
export const useMonthReport = (month: string, groupID?: string) =>
  useQuery({ ...monthQuery(useCommunityID(), month, groupID), placeholderData: keepPreviousData });
export const useRemainingReport = () => useQuery(remainingQuery(useCommunityID()));
export const useHistoryReport = (r: ReportRange) =>
  useInfiniteQuery({ ...historyQuery(useCommunityID(), r), placeholderData: keepPreviousData });

export const downloadReports = (communityID: string, r: ReportRange) =>
  downloadFile(issueOps.report.excel.path, { communityID, ...r }, 'issue-reports.xlsx');
