import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/**
 * The area's keys (convention in shared/api/query-keys): every live `changed` event of the area
 * reads them all again, which is what keeps the projector's bars within a second of a vote.
 */
export const agmKeys = {
  all: (communityID: string) => communityKey('agmmeeting', communityID),
  meetings: (communityID: string) => [...agmKeys.all(communityID), 'meetings'] as const,
  meeting: (communityID: string, meetingID: string) =>
    [...agmKeys.all(communityID), 'meeting', meetingID] as const,
  tally: (communityID: string, meetingID: string) =>
    [...agmKeys.all(communityID), 'tally', meetingID] as const,
  roll: (communityID: string, meetingID: string, search: string) =>
    [...agmKeys.all(communityID), 'roll', meetingID, search] as const,
  attendance: (communityID: string, meetingID: string) =>
    [...agmKeys.all(communityID), 'attendance', meetingID] as const,
  notice: (communityID: string, meetingID: string) =>
    [...agmKeys.all(communityID), 'notice', meetingID] as const,
  votes: (communityID: string, meetingID: string) =>
    [...agmKeys.all(communityID), 'votes', meetingID] as const,
  minutes: (communityID: string, meetingID: string) =>
    [...agmKeys.all(communityID), 'minutes', meetingID] as const,
  rules: (communityID: string) => [...agmKeys.all(communityID), 'rules'] as const,
  petitions: (communityID: string) => [...agmKeys.all(communityID), 'petitions'] as const,
};

/**
 * A change answers only its own record; the whole area is read again, since one step of a
 * meeting moves several views at once (a check-in moves the quorum, the roll and the tally).
 */
export function useAgmChange<I, O>(call: (communityID: string, input: I) => Promise<O>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => call(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: agmKeys.all(communityID) }),
  });
}
