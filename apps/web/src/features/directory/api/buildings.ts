import { directoryOps } from '@cc/contracts/directory';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';

export const buildingsQuery = (communityID: string) =>
  queryOptions({
    queryKey: ['directory', communityID, 'buildings'],
    queryFn: async () => (await callOp(directoryOps.buildingList, { query: { communityID } })).items,
  });

export const useBuildings = () => useQuery(buildingsQuery(useCommunityID()));

export interface BuildingSave {
  buildingID?: string;
  name: string;
  floors: number;
}

export function useSaveBuilding() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ buildingID, ...fields }: BuildingSave) =>
      buildingID
        ? (await callOp(directoryOps.buildingUpdate, { body: { communityID, buildingID, ...fields } })).data
        : (await callOp(directoryOps.buildingCreate, { body: { communityID, ...fields } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['directory', communityID] }),
  });
}

export function useDeleteBuilding() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (buildingID: string) =>
      callOp(directoryOps.buildingDelete, { body: { communityID, buildingID } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['directory', communityID] }),
  });
}
