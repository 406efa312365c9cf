import type { AgmMinutesDraft } from '@cc/contracts/agmmeeting-inputs';
import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { agmKeys, useAgmChange } from './agm-keys';

export const minutesQuery = (communityID: string, meetingID: string) =>
  queryOptions({
    queryKey: agmKeys.minutes(communityID, meetingID),
    queryFn: async () => (await callOp(ops.minutesGet, { query: { communityID, meetingID } })).data,
  });
/** Minutes exist from the session on; before it there is nothing to read. */
export const useMinutes = (meetingID: string, enabled: boolean) =>
  useQuery({ ...minutesQuery(useCommunityID(), meetingID), enabled });

export const useSaveMinutes = () =>
  useAgmChange(
    async (communityID, b: Omit<AgmMinutesDraft, 'communityID'>) =>
      (await callOp(ops.minutesDraft, { body: { communityID, ...b } })).data,
  );
export const usePublishMinutes = () =>
  useAgmChange(
    async (communityID, meetingID: string) =>
      (await callOp(ops.minutesPublish, { body: { communityID, meetingID } })).data,
  );

export const downloadMinutesPdf = (communityID: string, meetingID: string, lang: 'th' | 'en') =>
  downloadFile(ops.minutesPdf.path, { communityID, meetingID, lang }, `agm-minutes-${lang}.pdf`);
