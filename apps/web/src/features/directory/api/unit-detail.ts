import type { UnitRole } from '@cc/contracts/directory';
import { memberOps } from '@cc/contracts/directory-members';
import { unitDetailOps } from '@cc/contracts/unit-detail';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { directoryChanged, directoryKey } from './directory-keys';

export const unitDetailQuery = (communityID: string, unitNo: string) =>
  queryOptions({
    queryKey: [...directoryKey(communityID), 'unit', unitNo],
    queryFn: async () => (await callOp(unitDetailOps.unitDetail, { query: { communityID, unitNo } })).data,
  });

export const useUnitDetail = (unitNo: string) => useQuery(unitDetailQuery(useCommunityID(), unitNo));

/** Every change on the unit page refreshes the whole directory (counts, lists, the unit itself). */
function useDirectoryMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => directoryChanged(qc, communityID),
  });
}

export const useUnitRole = () =>
  useDirectoryMutation((communityID, b: { unitNo: string; userID: string; unitRole: UnitRole }) =>
    callOp(memberOps.unitMemberRole, { body: { communityID, ...b } }),
  );

export const useKickMember = () =>
  useDirectoryMutation(
    async (communityID, b: { unitNo: string; userID: string; reason: string }) =>
      (await callOp(memberOps.unitMemberKick, { body: { communityID, ...b } })).data,
  );

export interface CarSave {
  unitNo: string;
  plateNo: string;
  province: string;
  brand?: string | null;
  colour?: string | null;
}

export const useAddCar = () =>
  useDirectoryMutation((communityID, b: CarSave) =>
    callOp(unitDetailOps.carAdd, { body: { communityID, ...b } }),
  );

export const useRemoveCar = () =>
  useDirectoryMutation((communityID, carID: string) =>
    callOp(unitDetailOps.carRemove, { body: { communityID, carID } }),
  );
