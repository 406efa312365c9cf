import { reportOps } from '@cc/contracts/report';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

export const activityKeys = {
  range: (communityID: string, from: string, to: string) =>
    [...communityKey('report', communityID), 'activity', from, to] as const,
};

export const activityQuery = (communityID: string, from: string, to: string) =>
  queryOptions({
    queryKey: activityKeys.range(communityID, from, to),
    queryFn: async ({ signal }) =>
      (await callOp(reportOps.userActivity, { query: { communityID, from, to }, signal })).data,
  });

export const useActivity = (from: string, to: string) =>
  useQuery({ ...activityQuery(useCommunityID(), from, to), placeholderData: keepPreviousData });

export const downloadActivityExcel = (communityID: string, from: string, to: string) =>
  downloadFile(
    reportOps.userActivityExcel.path,
    { communityID, from, to },
    `user-activity-${from}-${to}.xlsx`,
  );
