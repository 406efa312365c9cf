import { directoryOps, type Unit } from '@cc/contracts/directory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { directoryChanged } from './directory-keys';

export interface UnitSave {
  unitID?: string;
  unitNo: string;
  buildingID: string | null;
  floor: number | null;
  areaSqm: number | null;
  ownershipRatio: number | null;
  unitType: string | null;
}

export function useSaveUnit() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ unitID, ...fields }: UnitSave): Promise<Unit> =>
      unitID
        ? (await callOp(directoryOps.unitUpdate, { body: { communityID, unitID, ...fields } })).data
        : (await callOp(directoryOps.unitCreate, { body: { communityID, ...fields } })).data,
    onSuccess: () => directoryChanged(qc, communityID),
  });
}
