import { billingBillOps } from '@cc/contracts/billing-bill-ops';
import { billingRunOps } from '@cc/contracts/billing-run-ops';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys): bills, runs and settings under one root. */
export const billingKeys = {
  all: (communityID: string) => communityKey('billing', communityID),
  bills: (communityID: string) => [...billingKeys.all(communityID), 'bills'] as const,
  list: (communityID: string, filter: BillFilter) =>
    [...billingKeys.bills(communityID), 'list', filter] as const,
  bill: (communityID: string, billID: string) => [...billingKeys.bills(communityID), 'bill', billID] as const,
  payment: (communityID: string, billID: string) =>
    [...billingKeys.bills(communityID), 'pay', billID] as const,
  summary: (communityID: string) => [...billingKeys.bills(communityID), 'summary'] as const,
  run: (communityID: string, runID: string) => [...billingKeys.all(communityID), 'run', runID] as const,
  settings: (communityID: string) => [...billingKeys.all(communityID), 'settings'] as const,
};

export interface BillFilter {
  period?: string;
  status?: 'DRAFT' | 'ISSUED' | 'PARTIALLY_PAID' | 'PAID' | 'RECALLED';
  buildingID?: string;
  overdue?: 'true';
}

export const BILL_PAGE = 50;

/** The filtered bills, a keyset page at a time (the next page starts after the last key). */
export const billListQuery = (communityID: string, filter: BillFilter) =>
  infiniteQueryOptions({
    queryKey: billingKeys.list(communityID, filter),
    queryFn: ({ signal, pageParam }) =>
      callOp(billingBillOps.list, {
        query: { communityID, limit: BILL_PAGE, ...filter, lastKey: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
export const useBillList = (filter: BillFilter) => useInfiniteQuery(billListQuery(useCommunityID(), filter));

export const billQuery = (communityID: string, billID: string) =>
  queryOptions({
    queryKey: billingKeys.bill(communityID, billID),
    queryFn: async ({ signal }) =>
      (await callOp(billingBillOps.info, { query: { communityID, billID }, signal })).data,
  });
export const useBill = (billID: string) => useQuery(billQuery(useCommunityID(), billID));

/** The payload of an open bill; a bill with nothing to pay or no PromptPay account answers an error shown in place of the QR. */
export const usePayment = (billID: string, open: boolean) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: billingKeys.payment(communityID, billID),
    queryFn: async ({ signal }) =>
      (await callOp(billingBillOps.promptpay, { query: { communityID, billID }, signal })).data,
    enabled: open,
    retry: false,
  });
};

export const summaryQuery = (communityID: string) =>
  queryOptions({
    queryKey: billingKeys.summary(communityID),
    queryFn: async ({ signal }) =>
      (await callOp(billingBillOps.summary, { query: { communityID }, signal })).data,
  });
export const useBillingSummary = () => useQuery(summaryQuery(useCommunityID()));

/** A running run is read every second until it is done; then the bills are read again. */
export const useRun = (runID: string | undefined) => {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useQuery({
    queryKey: billingKeys.run(communityID, runID ?? ''),
    queryFn: async ({ signal }) => {
      const run = (await callOp(billingRunOps.info, { query: { communityID, runID: runID! }, signal })).data;
      if (run.status === 'DONE') await qc.invalidateQueries({ queryKey: billingKeys.bills(communityID) });
      return run;
    },
    enabled: !!runID,
    refetchInterval: (q) =>
      q.state.data?.status === 'DONE' || q.state.data?.status === 'FAILED' ? false : 1000,
  });
};

/** Every bill change answers the bill; the lists and figures are read again. */
export function useBillMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: billingKeys.bills(communityID) }),
  });
}

export const useRecall = () =>
  useBillMutation((communityID, input: { billID: string; reason: string }) =>
    callOp(billingBillOps.forceRecall, { body: { communityID, ...input } }),
  );

export type RunScope = { period: string; buildingIDs?: string[] };

export const usePreviewRun = () => {
  const communityID = useCommunityID();
  return useMutation({
    mutationFn: async (scope: RunScope) =>
      (await callOp(billingRunOps.preview, { body: { communityID, ...scope } })).data,
  });
};

/** The run key is made once per preview: a second click or a retry starts no second run. */
export const useCreateRun = () => {
  const communityID = useCommunityID();
  return useMutation({
    mutationFn: async (input: RunScope & { runKey: string }) =>
      (await callOp(billingRunOps.create, { body: { communityID, ...input } })).data,
  });
};

export const useCreateBill = () =>
  useBillMutation(
    async (communityID, input: { unitID: string; period: string }) =>
      (await callOp(billingBillOps.create, { body: { communityID, ...input } })).data,
  );
