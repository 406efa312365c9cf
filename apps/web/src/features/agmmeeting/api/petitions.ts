import type { AgmPetitionCreate } from '@cc/contracts/agmmeeting-inputs';
import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { agmKeys, useAgmChange } from './agm-keys';

export const petitionsQuery = (communityID: string) =>
  queryOptions({
    queryKey: agmKeys.petitions(communityID),
    queryFn: async () => (await callOp(ops.petitionList, { query: { communityID } })).items,
  });

/** The owners' petitions for an extraordinary meeting, newest first, with the share signed. */
export const usePetitions = (enabled: boolean) => useQuery({ ...petitionsQuery(useCommunityID()), enabled });

/** An owner (a committee member too) starts a petition, signing for their own units at once. */
export const useCreatePetition = () =>
  useAgmChange(
    async (communityID, b: Omit<AgmPetitionCreate, 'communityID'>) =>
      (await callOp(ops.petitionCreate, { body: { communityID, ...b } })).data,
  );

/** The caller signs for the units they own. */
export const useSignPetition = () =>
  useAgmChange(
    async (communityID, petitionID: string) =>
      (await callOp(ops.petitionSign, { body: { communityID, petitionID } })).data,
  );

/** Staff key the signatures owners gave on a paper petition, for the units named. */
export const useRecordPetitionSignatures = () =>
  useAgmChange(
    async (communityID, b: { petitionID: string; unitIDs: string[] }) =>
      (await callOp(ops.petitionRecord, { body: { communityID, ...b } })).data,
  );
