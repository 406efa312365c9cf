import type { AgmVoteRecord, AgmVoteVoid } from '@cc/contracts/agmmeeting-inputs';
import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { agmKeys, useAgmChange } from './agm-keys';

export const votesQuery = (communityID: string, meetingID: string) =>
  queryOptions({
    queryKey: agmKeys.votes(communityID, meetingID),
    queryFn: async () => (await callOp(ops.voteList, { query: { communityID, meetingID } })).items,
  });
export const useVotes = (meetingID: string) => useQuery(votesQuery(useCommunityID(), meetingID));

/** Every cast, change and void of the meeting: who, when, by which channel, and a void's reason. */
export const voteAuditQuery = (communityID: string, meetingID: string) =>
  queryOptions({
    queryKey: [...agmKeys.votes(communityID, meetingID), 'audit'] as const,
    queryFn: async () => (await callOp(ops.voteAudit, { query: { communityID, meetingID } })).items,
  });
export const useVoteAudit = (meetingID: string, enabled: boolean) =>
  useQuery({ ...voteAuditQuery(useCommunityID(), meetingID), enabled });

/** A paper ballot keyed in by staff for a unit present in the room. */
export const useRecordVote = () =>
  useAgmChange(
    async (communityID, b: Omit<AgmVoteRecord, 'communityID'>) =>
      (await callOp(ops.voteRecord, { body: { communityID, ...b } })).data,
  );

export const downloadVoteExcel = (communityID: string, meetingID: string) =>
  downloadFile(ops.voteExcel.path, { communityID, meetingID }, 'agm-votes.xlsx');

/** Staff take a unit's vote on the open item out of the count; the log keeps it with the reason. */
export const useVoidVote = () =>
  useAgmChange(
    async (communityID, b: Omit<AgmVoteVoid, 'communityID'>) =>
      (await callOp(ops.voteVoid, { body: { communityID, ...b } })).data,
  );
