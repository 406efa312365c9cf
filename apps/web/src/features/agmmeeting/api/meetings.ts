import type { AgmMeetingCreate, AgmMeetingReconvene } from '@cc/contracts/agmmeeting-inputs';
import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { agmKeys, useAgmChange } from './agm-keys';

type Fields<T> = Omit<T, 'communityID'>;

export const meetingsQuery = (communityID: string) =>
  queryOptions({
    queryKey: agmKeys.meetings(communityID),
    queryFn: async () => (await callOp(ops.meetingList, { query: { communityID } })).items,
  });
export const meetingQuery = (communityID: string, meetingID: string) =>
  queryOptions({
    queryKey: agmKeys.meeting(communityID, meetingID),
    queryFn: async () => (await callOp(ops.meetingDetail, { query: { communityID, meetingID } })).data,
  });
export const tallyQuery = (communityID: string, meetingID: string) =>
  queryOptions({
    queryKey: agmKeys.tally(communityID, meetingID),
    queryFn: async () => (await callOp(ops.meetingTally, { query: { communityID, meetingID } })).data,
  });

export const useMeetings = () => useQuery(meetingsQuery(useCommunityID()));
export const useMeeting = (meetingID: string) => useQuery(meetingQuery(useCommunityID(), meetingID));
export const useTally = (meetingID: string) => useQuery(tallyQuery(useCommunityID(), meetingID));

export type MeetingFields = Fields<AgmMeetingCreate>;
export const useSaveMeeting = () =>
  useAgmChange(async (communityID, { meetingID, ...f }: MeetingFields & { meetingID?: string }) =>
    meetingID
      ? (await callOp(ops.meetingUpdate, { body: { communityID, meetingID, ...f } })).data
      : (await callOp(ops.meetingCreate, { body: { communityID, ...f } })).data,
  );

/** The meeting's steps that take only its id: open the session, close it. */
export const useMeetingStep = (step: 'meetingOpen' | 'meetingClose') =>
  useAgmChange(
    async (communityID, meetingID: string) =>
      (await callOp(ops[step], { body: { communityID, meetingID } })).data,
  );
export const useCancelMeeting = () =>
  useAgmChange(
    async (communityID, b: { meetingID: string; reason: string }) =>
      (await callOp(ops.meetingCancel, { body: { communityID, ...b } })).data,
  );
export const useReconvene = () =>
  useAgmChange(
    async (communityID, b: Fields<AgmMeetingReconvene>) =>
      (await callOp(ops.meetingReconvene, { body: { communityID, ...b } })).data,
  );
