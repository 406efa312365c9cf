import type { QueryClient } from '@tanstack/react-query';
import { communityKey } from '../../../shared/api/query-keys';
import { residenceChanged } from '../../../shared/residence/residence-keys';

/** Every directory query starts with this key (shared/api/query-keys has the convention). */
export const directoryKey = (communityID: string) => communityKey('directory', communityID);

/**
 * After any directory write: the directory's own lists, and the shared buildings and units that
 * other areas show, read again.
 */
export const directoryChanged = (qc: QueryClient, communityID: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: directoryKey(communityID) }),
    residenceChanged(qc, communityID),
  ]);

/** Keyset page size of the directory's lists. */
export const PAGE_SIZE = 20;
