import { directoryOps } from '@cc/contracts/directory';
import { queryOptions } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';

/** The audience pickers read the directory: buildings (with their floors) and units. */
export const buildingsQuery = (communityID: string) =>
  queryOptions({
    queryKey: ['announcement', 'buildings', communityID],
    queryFn: async ({ signal }) =>
      (await callOp(directoryOps.buildingList, { query: { communityID }, signal })).items,
    staleTime: 5 * 60_000,
  });

/** Units matching a search, 50 at a time (the picker searches; it never loads thousands). */
export const unitSearchQuery = (communityID: string, q: string) =>
  queryOptions({
    queryKey: ['announcement', 'units', communityID, q],
    queryFn: async ({ signal }) =>
      (await callOp(directoryOps.unitList, { query: { communityID, q: q || undefined, limit: 50 }, signal }))
        .items,
    staleTime: 60_000,
  });
