import type { AgmRollUpdate } from '@cc/contracts/agmmeeting-inputs';
import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { agmKeys, useAgmChange } from './agm-keys';

export const rollQuery = (communityID: string, meetingID: string, search: string) =>
  queryOptions({
    queryKey: agmKeys.roll(communityID, meetingID, search),
    queryFn: async () =>
      (await callOp(ops.rollList, { query: { communityID, meetingID, ...(search ? { search } : {}) } })).data,
    placeholderData: keepPreviousData,
  });
export const useRoll = (meetingID: string, search: string) =>
  useQuery(rollQuery(useCommunityID(), meetingID, search));

/** Takes the owners and ratios from the directory again (until the meeting opens). */
export const useSnapshotRoll = () =>
  useAgmChange(
    async (communityID, meetingID: string) =>
      (await callOp(ops.rollSnapshot, { body: { communityID, meetingID } })).data,
  );
export const useUpdateRoll = () =>
  useAgmChange(
    async (communityID, b: Omit<AgmRollUpdate, 'communityID'>) =>
      (await callOp(ops.rollUpdate, { body: { communityID, ...b } })).data,
  );

export const downloadRollExcel = (communityID: string, meetingID: string) =>
  downloadFile(ops.rollExcel.path, { communityID, meetingID }, 'agm-roll.xlsx');
