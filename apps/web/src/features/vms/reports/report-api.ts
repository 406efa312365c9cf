import { type MonthlyEmailSetting, vmsReportOps as ops } from '@cc/contracts/vms-report-ops';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { vmsKeys } from '../api/vms-keys';

export interface DayRange {
  from: string;
  to: string;
}

/** Under the area's key, so a live change at the gate refreshes an open report. */
export const reportKeys = {
  all: (communityID: string) => vmsKeys.view(communityID, 'reports'),
  range: (communityID: string, r: DayRange) =>
    [...reportKeys.all(communityID), 'range', r.from, r.to] as const,
  monthly: (communityID: string) => [...reportKeys.all(communityID), 'monthly-email'] as const,
};

export const reportQuery = (communityID: string, r: DayRange) =>
  queryOptions({
    queryKey: reportKeys.range(communityID, r),
    queryFn: async () => (await callOp(ops.report, { query: { communityID, ...r } })).data,
  });
export const useVisitReport = (r: DayRange) => useQuery(reportQuery(useCommunityID(), r));

export const monthlySettingQuery = (communityID: string) =>
  queryOptions({
    queryKey: reportKeys.monthly(communityID),
    queryFn: async () => (await callOp(ops.monthlySetting, { query: { communityID } })).data,
  });
export const useMonthlySetting = () => useQuery(monthlySettingQuery(useCommunityID()));

export function useSaveMonthlySetting() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (setting: MonthlyEmailSetting) =>
      (await callOp(ops.monthlySettingPut, { body: { communityID, ...setting } })).data,
    onSuccess: (saved) => qc.setQueryData(reportKeys.monthly(communityID), saved),
  });
}

export function useSendMonth() {
  const communityID = useCommunityID();
  return useMutation({
    mutationFn: async (month: string) =>
      (await callOp(ops.monthlySend, { body: { communityID, month } })).data,
  });
}

/** The range's visits as the API's sheet, headings in the console's language. */
export const downloadReportExcel = (communityID: string, r: DayRange) =>
  downloadFile(ops.excel.path, { communityID, ...r }, `visitors-${r.from}-${r.to}.xlsx`);

export { ops as reportOps };
