import type { AgmCheckin, AgmProxyInput } from '@cc/contracts/agmmeeting-inputs';
import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { agmKeys, useAgmChange } from './agm-keys';

export const attendanceQuery = (communityID: string, meetingID: string) =>
  queryOptions({
    queryKey: agmKeys.attendance(communityID, meetingID),
    queryFn: async () => (await callOp(ops.attendanceList, { query: { communityID, meetingID } })).data,
  });
export const useAttendance = (meetingID: string) => useQuery(attendanceQuery(useCommunityID(), meetingID));

export const useCheckin = () =>
  useAgmChange(
    async (communityID, b: Omit<AgmCheckin, 'communityID'>) =>
      (await callOp(ops.attendanceCheckin, { body: { communityID, ...b } })).data,
  );
export const useCheckout = () =>
  useAgmChange(
    async (communityID, b: { meetingID: string; unitID: string }) =>
      (await callOp(ops.attendanceCheckout, { body: { communityID, ...b } })).data,
  );

/**
 * A proxy with the photographed form: multipart, the fields as text and the instructions as
 * JSON, the community in the query (as the contract asks of every upload).
 */
export const useRegisterProxy = () =>
  useAgmChange(
    async (communityID, { form, ...b }: Omit<AgmProxyInput, 'communityID'> & { form: File | null }) => {
      if (!form) return (await callOp(ops.attendanceProxy, { body: { communityID, ...b } })).data;
      const body = new FormData();
      for (const [k, v] of Object.entries(b)) {
        if (v === null || v === undefined) continue;
        body.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      }
      body.append('form', form);
      return (await callOp(ops.attendanceProxy, { query: { communityID }, body })).data;
    },
  );
