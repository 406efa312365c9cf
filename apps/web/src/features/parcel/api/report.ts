import { parcelOps } from '@cc/contracts/parcel-ops';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { parcelKey } from './parcel-keys';

export const historyQuery = (communityID: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...parcelKey(communityID), 'report-history', from, to],
    queryFn: async ({ signal }) =>
      (await callOp(parcelOps.reportHistory, { query: { communityID, from, to }, signal })).data,
  });

export const useHistory = (from: string, to: string) =>
  useQuery({ ...historyQuery(useCommunityID(), from, to), placeholderData: keepPreviousData });

export const remainingQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...parcelKey(communityID), 'report-remaining'],
    queryFn: async ({ signal }) =>
      (await callOp(parcelOps.reportRemaining, { query: { communityID }, signal })).data,
  });

export const useRemaining = () => useQuery(remainingQuery(useCommunityID()));

export const downloadRemaining = (communityID: string) =>
  downloadFile(parcelOps.remainingExcel.path, { communityID }, 'parcels-waiting.xlsx');
