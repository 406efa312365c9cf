import { directoryOps } from '@cc/contracts/directory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { directoryChanged } from './directory-keys';

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
    onSuccess: () => directoryChanged(qc, communityID),
  });
}

export function useDeleteBuilding() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (buildingID: string) =>
      callOp(directoryOps.buildingDelete, { body: { communityID, buildingID } }),
    onSuccess: () => directoryChanged(qc, communityID),
  });
}
