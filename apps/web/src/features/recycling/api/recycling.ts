import { recyclingOps as ops, type RecyclingRange } from '@cc/contracts/recycling-ops';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const recyclingKeys = {
  all: (communityID: string) => communityKey('recycling', communityID),
  report: (communityID: string, r: RecyclingRange) =>
    [...recyclingKeys.all(communityID), 'report', r] as const,
};

export const recyclingReportQuery = (communityID: string, r: RecyclingRange) =>
  queryOptions({
    queryKey: recyclingKeys.report(communityID, r),
    queryFn: async () => (await callOp(ops.report, { query: { communityID, ...r } })).data,
  });

/** The range's figures; the previous range's stay on screen while the next one loads. */
export const useRecyclingReport = (r: RecyclingRange) =>
  useQuery({ ...recyclingReportQuery(useCommunityID(), r), placeholderData: keepPreviousData });

/** The range's workbook as the API writes it, headings in the console's language. */
export const downloadRecyclingExcel = (communityID: string, r: RecyclingRange) =>
  downloadFile(ops.reportExcel.path, { communityID, ...r }, `recycling-${r.from}-${r.to}.xlsx`);
