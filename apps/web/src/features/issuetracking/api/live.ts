import { LIVE_WINDOW_EVENTS, type LiveWindowChange } from '@cc/contracts/notification-live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCommunityID } from '../../../shared/session/use-community';
import { issuetrackingKeys } from './issue-keys';

/**
 * Refreshes what issue tracking shows when the live socket says its tasks changed (someone else
 * closed one, a comment made a dot): the window events the socket's holder relays. Only events of
 * this community and this feature count.
 */
export function useIssuesLive() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  useEffect(() => {
    if (!communityID) return;
    const changed = (e: Event) => {
      const d = (e as CustomEvent<LiveWindowChange>).detail;
      if (d?.communityID === communityID && d.change.featureEnum === 'ISSUE_TRACKING')
        void qc.invalidateQueries({ queryKey: issuetrackingKeys.all(communityID) });
    };
    window.addEventListener(LIVE_WINDOW_EVENTS.changed, changed);
    return () => window.removeEventListener(LIVE_WINDOW_EVENTS.changed, changed);
  }, [communityID, qc]);
}
