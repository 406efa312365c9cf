import type { IssueSettings } from '@cc/contracts/issuetracking';
import { issueOps } from '@cc/contracts/issuetracking-ops';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { issuetrackingKeys } from './issue-keys';

export const settingsQuery = (communityID: string) =>
  queryOptions({
    queryKey: issuetrackingKeys.settings(communityID),
    queryFn: async ({ signal }) =>
      (await callOp(issueOps.report.settings, { query: { communityID }, signal })).data,
  });

export const useIssueSettings = () => useQuery(settingsQuery(useCommunityID()));

export function useSaveSettings() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (s: IssueSettings) =>
      (await callOp(issueOps.report.saveSettings, { body: { communityID, ...s } })).data,
    onSuccess: (saved) => qc.setQueryData(issuetrackingKeys.settings(communityID), saved),
  });
}
