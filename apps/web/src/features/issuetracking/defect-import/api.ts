import { issueOps } from '@cc/contracts/issuetracking-ops';
import {
  issueImportRejectedSchema,
  type issueImportReportSchema,
} from '@cc/contracts/issuetracking-report-ops';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callOp } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';
import { communityKey } from '../../../shared/api/query-keys';
import type { RowReport } from '../../../shared/import/row-report';
import { useCommunityID } from '../../../shared/session/use-community';

export type DefectReport = z.infer<typeof issueImportReportSchema>;

/** This view's keys, under the area's (convention in shared/api/query-keys). */
export const defectImportKeys = {
  all: (communityID: string) => [...communityKey('issuetracking', communityID), 'import'] as const,
  groups: (communityID: string) => [...defectImportKeys.all(communityID), 'groups'] as const,
};

/** The groups a defect list may go into: the open ones the caller can see, in their order. */
export const importGroupsQuery = (communityID: string) =>
  queryOptions({
    queryKey: defectImportKeys.groups(communityID),
    queryFn: async () =>
      (await callOp(issueOps.group.list, { query: { communityID, archived: 'false' } })).items,
  });

export const useImportGroups = () => useQuery(importGroupsQuery(useCommunityID()));

/** After a save every list, board and card of the area may hold the new tasks. */
export function useTasksChanged() {
  const client = useQueryClient();
  const communityID = useCommunityID();
  return () => void client.invalidateQueries({ queryKey: communityKey('issuetracking', communityID) });
}

export const downloadTemplate = (communityID: string) =>
  downloadFile(issueOps.report.importTemplate.path, { communityID }, 'defect-list.xlsx');

export const rowReport = (r: DefectReport): RowReport => ({
  total: r.total,
  valid: r.valid,
  problems: r.errors,
});

/** The row report a 422 carries (the save found bad rows and kept nothing), or null. */
export function reportOfRefusal(e: unknown): DefectReport | null {
  if (!(e instanceof ApiError) || e.status !== 422) return null;
  const parsed = issueImportRejectedSchema.shape.data.safeParse(e.data);
  return parsed.success ? parsed.data : null;
}

const upload = (communityID: string, groupID: string, dryRun: 'true' | 'false', file: File) => {
  const body = new FormData();
  body.append('file', file);
  return callOp(issueOps.report.import, { query: { communityID, groupID, dryRun }, body });
};

/**
 * The dry run: every row checked, nothing saved. Should the API ever answer a bad file's check
 * with the 422 report instead of a 200 one, the report is still what the reader sees.
 */
export async function checkDefects(communityID: string, groupID: string, file: File): Promise<DefectReport> {
  try {
    return (await upload(communityID, groupID, 'true', file)).data;
  } catch (e) {
    const report = reportOfRefusal(e);
    if (report) return report;
    throw e;
  }
}

/** The save: all rows in one transaction (answered as JSON, not streamed), or a 422 and none. */
export const saveDefects = async (communityID: string, groupID: string, file: File): Promise<DefectReport> =>
  (await upload(communityID, groupID, 'false', file)).data;
