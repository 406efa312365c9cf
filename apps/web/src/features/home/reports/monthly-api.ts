import { reportOps } from '@cc/contracts/report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

export type ReportLang = 'th' | 'en';

export const monthlyQuery = (communityID: string, month: string, lang: ReportLang) =>
  queryOptions({
    queryKey: [...communityKey('report', communityID), 'monthly', month, lang],
    queryFn: async ({ signal }) =>
      (await callOp(reportOps.monthly, { query: { communityID, month, lang }, signal })).data,
  });

export const useMonthly = (month: string, lang: ReportLang) =>
  useQuery({ ...monthlyQuery(useCommunityID(), month, lang), enabled: !!month });

export const downloadMonthlyPdf = (communityID: string, month: string, lang: ReportLang) =>
  downloadFile(reportOps.monthlyPdf.path, { communityID, month, lang }, `monthly-report-${month}.pdf`);

export const downloadMonthlyExcel = (communityID: string, month: string) =>
  downloadFile(reportOps.monthlyExcel.path, { communityID, month }, `monthly-report-${month}.xlsx`);
