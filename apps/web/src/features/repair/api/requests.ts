import { repairOfficeOps as ops } from '@cc/contracts/repair-office-ops';
import { repairSettingOps } from '@cc/contracts/repair-setting-ops';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { listQuery, type RequestFilter } from '../list-params';
import type { QuoteLineInput } from '../quote';
import { repairKeys } from './repair-keys';

export const PAGE = 30;

/** The filtered requests, a keyset page at a time, with the total on the first page. */
export const requestListQuery = (communityID: string, filter: RequestFilter) =>
  infiniteQueryOptions({
    queryKey: repairKeys.list(communityID, filter),
    queryFn: ({ signal, pageParam }) =>
      callOp(ops.list, {
        query: { communityID, limit: PAGE, ...listQuery(filter), lastKey: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
export const useRequestList = (filter: RequestFilter) =>
  useInfiniteQuery(requestListQuery(useCommunityID(), filter));

export const useCounts = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: repairKeys.counts(communityID),
    queryFn: async ({ signal }) => (await callOp(ops.count, { query: { communityID }, signal })).data,
  });
};

export const useRequest = (requestID: string) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: repairKeys.detail(communityID, requestID),
    queryFn: async ({ signal }) =>
      (await callOp(ops.info, { query: { communityID, requestID }, signal })).data,
    enabled: !!requestID,
  });
};

export const useSearch = (q: string) => {
  const communityID = useCommunityID();
  return useInfiniteQuery({
    queryKey: repairKeys.search(communityID, q),
    queryFn: ({ signal, pageParam }) =>
      callOp(ops.search, { query: { communityID, q, limit: PAGE, lastKey: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
    enabled: q.length > 0,
  });
};

export interface HistoryFilter {
  unitNo?: string;
  from?: string;
  to?: string;
}
export const useHistory = (filter: HistoryFilter) => {
  const communityID = useCommunityID();
  return useInfiniteQuery({
    queryKey: repairKeys.history(communityID, filter),
    queryFn: ({ signal, pageParam }) =>
      callOp(ops.history, { query: { communityID, ...filter, limit: PAGE, lastKey: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
};

export const useScheduleList = (range: { from: string; to: string } | null) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: repairKeys.schedule(communityID, range?.from ?? '', range?.to ?? ''),
    queryFn: async ({ signal }) =>
      (await callOp(ops.scheduleList, { query: { communityID, from: range!.from, to: range!.to }, signal }))
        .items,
    enabled: !!range,
    placeholderData: (previous) => previous,
  });
};

export const useSlots = (categoryID: string | undefined, range: { from: string; to: string } | null) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: repairKeys.slots(communityID, categoryID ?? '', range?.from ?? '', range?.to ?? ''),
    queryFn: async ({ signal }) =>
      (
        await callOp(ops.slots, {
          query: { communityID, categoryID: categoryID!, from: range!.from, to: range!.to },
          signal,
        })
      ).items,
    enabled: !!categoryID && !!range,
  });
};

/** Off for a role that cannot read the office's figures (the card then shows nothing). */
export const useSummary = (enabled: boolean) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: repairKeys.summary(communityID),
    queryFn: async ({ signal }) => (await callOp(ops.summary, { query: { communityID }, signal })).data,
    enabled,
  });
};

export const useResults = (from: string, to: string) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: repairKeys.results(communityID, from, to),
    queryFn: async ({ signal }) =>
      (await callOp(repairSettingOps.results, { query: { communityID, from, to }, signal })).data,
  });
};

/** Any step on a request reads every request view again (lists, counts, calendar, card). */
function useRequestMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: repairKeys.requests(communityID) }),
  });
}

type Ref = { requestID: string };

export const useAccept = () =>
  useRequestMutation(
    async (communityID, r: Ref) => (await callOp(ops.accept, { body: { communityID, ...r } })).data,
  );
export const useReject = () =>
  useRequestMutation(
    async (communityID, r: Ref & { reason: string }) =>
      (await callOp(ops.reject, { body: { communityID, ...r } })).data,
  );
export const useForceClose = () =>
  useRequestMutation(
    async (communityID, r: Ref & { reason: string }) =>
      (await callOp(ops.forceClose, { body: { communityID, ...r } })).data,
  );
export const useDelete = () =>
  useRequestMutation(
    async (communityID, r: Ref & { reason: string; duplicateOf?: string }) =>
      (await callOp(ops.delete, { body: { communityID, ...r } })).data,
  );
export const useQuote = () =>
  useRequestMutation(
    async (communityID, r: Ref & { lines: QuoteLineInput[]; note?: string }) =>
      (await callOp(ops.quote, { body: { communityID, ...r } })).data,
  );
export const useSchedule = () =>
  useRequestMutation(
    async (communityID, r: Ref & { startsAt: string; technicianID?: string }) =>
      (await callOp(ops.schedule, { body: { communityID, ...r } })).data,
  );
/** Progress and close go as multipart (photos), the request named in the query. */
export const useProgress = () =>
  useRequestMutation(
    async (communityID, r: Ref & { form: FormData }) =>
      (await callOp(ops.progress, { query: { communityID, requestID: r.requestID }, body: r.form })).data,
  );
export const useRequestClose = () =>
  useRequestMutation(
    async (communityID, r: Ref & { form: FormData }) =>
      (await callOp(ops.close, { query: { communityID, requestID: r.requestID }, body: r.form })).data,
  );
export const useCreate = () =>
  useRequestMutation(
    async (communityID, form: FormData) =>
      (await callOp(ops.create, { query: { communityID }, body: form })).data,
  );

export const downloadExcel = (communityID: string, filter: RequestFilter) => {
  const { lastKey: _l, ...query } = { ...listQuery(filter), lastKey: undefined };
  return downloadFile(ops.excel.path, { communityID, ...query }, 'repair-requests.xlsx');
};
export const downloadWorkOrder = (communityID: string, requestID: string, no: number) =>
  downloadFile(ops.print.path, { communityID, requestID }, `repair-${no}.pdf`);
export const downloadResults = (communityID: string, from: string, to: string) =>
  downloadFile(repairSettingOps.resultsExcel.path, { communityID, from, to }, 'repair-results.xlsx');
