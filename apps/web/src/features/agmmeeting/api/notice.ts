import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { agmKeys, useAgmChange } from './agm-keys';

export const noticeQuery = (communityID: string, meetingID: string) =>
  queryOptions({
    queryKey: agmKeys.notice(communityID, meetingID),
    queryFn: async () => (await callOp(ops.noticeStatus, { query: { communityID, meetingID } })).data,
  });
export const useNoticeStatus = (meetingID: string) => useQuery(noticeQuery(useCommunityID(), meetingID));

export const useSendNotice = () =>
  useAgmChange(
    async (communityID, meetingID: string) =>
      (await callOp(ops.noticeSend, { body: { communityID, meetingID } })).data,
  );

/** The letter, agenda and proxy form: one unit's page set, or every unit's for the mail room. */
export const downloadNoticePdf = (communityID: string, meetingID: string, lang: 'th' | 'en') =>
  downloadFile(ops.noticePdf.path, { communityID, meetingID, lang }, `agm-notice-${lang}.pdf`);
