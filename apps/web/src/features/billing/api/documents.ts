import { billingImportOps, type MeterImportReport } from '@cc/contracts/billing-import-ops';
import { billingReportOps } from '@cc/contracts/billing-report-ops';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';
import type { RowReport } from '../../../shared/import/row-report';
import { useCommunityID } from '../../../shared/session/use-community';
import { type BillFilter, billingKeys } from './billing';

const form = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};

/** The meter sheet's report in the shared import's terms. */
const rowReport = (r: MeterImportReport): RowReport => ({
  total: r.total,
  valid: r.valid,
  problems: r.errors,
});

export const downloadMeterTemplate = (communityID: string) =>
  downloadFile(billingImportOps.importTemplate.path, { communityID }, 'meter-readings.xlsx');

/**
 * The meter import's calls: a dry run that reports every row, then the save of every row or
 * none (as drafts, or issued and told to the residents). The bills and figures are read again.
 */
export function useMeterImportCalls() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  const call = (file: File, query: { issue: 'true' | 'false'; dryRun: 'true' | 'false' }) =>
    callOp(billingImportOps.import, { query: { communityID, ...query }, body: form(file) });
  return {
    communityID,
    check: async (file: File) =>
      rowReport((await call(file, { issue: 'false', dryRun: 'true' })).data.report),
    save: async (file: File, issue: boolean) => {
      const saved = (await call(file, { issue: issue ? 'true' : 'false', dryRun: 'false' })).data;
      await qc.invalidateQueries({ queryKey: billingKeys.all(communityID) });
      return saved;
    },
    /** A save refused because the sheet's rows went bad since the check carries the fresh report. */
    reportOfRefusal: (e: unknown) =>
      e instanceof ApiError && e.data && typeof e.data === 'object' && 'errors' in e.data
        ? rowReport(e.data as MeterImportReport)
        : null,
  };
}

/** The list's filtered bills as one PDF, two to a page, downloaded for printing. */
export const printBills = (communityID: string, filter: BillFilter) =>
  downloadFile(billingImportOps.print.path, { communityID, ...filter }, 'bills.pdf');

export const downloadAgingExcel = (communityID: string) =>
  downloadFile(billingReportOps.agingExcel.path, { communityID }, 'billing-aging.xlsx');

export const useAgingReport = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: [...billingKeys.bills(communityID), 'aging'],
    queryFn: async ({ signal }) =>
      (await callOp(billingReportOps.aging, { query: { communityID }, signal })).data,
  });
};

/** Billed, collected and received for the twelve months to this one. */
export const useCollection = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: [...billingKeys.bills(communityID), 'collection'],
    queryFn: async ({ signal }) =>
      (await callOp(billingReportOps.collection, { query: { communityID }, signal })).data.months,
  });
};
