import type { PermissionKey } from '@cc/contracts/features';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCommunityID } from '../session/use-community';
import { followLiveChanges } from './follow-live-changes';

/** How often a page reads again while no live socket can tell of changes (and its tab shows). */
const FALLBACK_REFETCH_MS = 30_000;

/**
 * Others' changes appear on an open page of an area without a reload: each `changed` event of
 * the area in this community (the API announces every write) reads the queries under `keyOf`
 * again; while the socket is down it polls instead, only while the tab is visible.
 */
export function useLiveChanges(featureEnum: PermissionKey, keyOf: (communityID: string) => QueryKey) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  const key = useRef(keyOf);
  key.current = keyOf;
  useEffect(() => {
    if (!communityID) return;
    return followLiveChanges({
      communityID,
      featureEnum,
      refetch: () => void qc.invalidateQueries({ queryKey: key.current(communityID) }),
      pollEveryMs: FALLBACK_REFETCH_MS,
      pollWhile: () => document.visibilityState === 'visible',
    });
  }, [communityID, featureEnum, qc]);
}
