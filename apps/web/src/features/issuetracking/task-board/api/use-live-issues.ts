import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCommunityID } from '../../../../shared/session/use-community';
import { issuetrackingKeys } from '../../api/issue-keys';
import { followLiveIssues } from './follow-live-issues';

/**
 * Keeps the open board and drawer current when someone else changes a task: every
 * issue-tracking query this community has on screen is read again (only mounted ones refetch).
 */
export function useLiveIssues() {
  const communityID = useCommunityID();
  const client = useQueryClient();
  useEffect(() => {
    if (!communityID) return;
    return followLiveIssues(
      communityID,
      () => void client.invalidateQueries({ queryKey: issuetrackingKeys.all(communityID) }),
    );
  }, [client, communityID]);
}
