import type { UnitRole } from '@cc/contracts/directory';
import { memberOps } from '@cc/contracts/directory-members';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { directoryKey, PAGE_SIZE } from './directory-keys';

export interface ResidentFilter {
  q?: string;
  buildingID?: string;
  unitRole?: UnitRole;
}

export const residentsQuery = (communityID: string, filter: ResidentFilter) =>
  infiniteQueryOptions({
    queryKey: [...directoryKey(communityID), 'residents', filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(memberOps.residentList, {
        query: { communityID, ...filter, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useResidents = (filter: ResidentFilter) =>
  useInfiniteQuery(residentsQuery(useCommunityID(), filter));

export const exportResidents = (communityID: string, filter: ResidentFilter) =>
  downloadFile(memberOps.residentExport.path, { communityID, ...filter }, 'residents.xlsx');
