import { vmsFeePromptPayOps } from '@cc/contracts/vms-fee-promptpay';
import type { VisitListQuery } from '@cc/contracts/vms-inputs';
import type { FeeBreakdown } from '@cc/contracts/vms-ops';
import { vmsFeeOps, vmsStampOps, vmsVisitorOps } from '@cc/contracts/vms-ops';
import type { VisitDetail, VmsPaymentMethod } from '@cc/contracts/vms-records';
import { vmsUnitOps } from '@cc/contracts/vms-unit-ops';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { vmsKeys } from '../api/vms-keys';
import { type CheckinSend, checkinRequest } from './checkin-request';

export type { CheckinSend } from './checkin-request';

/**
 * The log's and the desk's data. Every key sits under `vmsKeys.view(cid, 'desk')`, so a live
 * change from the gate (another guard, a resident's stamp) refreshes whatever is open here.
 */
const deskKeys = {
  all: (cid: string) => vmsKeys.view(cid, 'desk'),
  list: (cid: string, filter: LogFilter) => [...deskKeys.all(cid), 'list', filter] as const,
  search: (cid: string, q: string) => [...deskKeys.all(cid), 'search', q] as const,
  visit: (cid: string, visitID: string) => [...deskKeys.all(cid), 'visit', visitID] as const,
  units: (cid: string, q: string) => [...deskKeys.all(cid), 'units', q] as const,
  fee: (cid: string, visitID: string, slipLost: boolean, coupons: string[]) =>
    [...deskKeys.all(cid), 'fee', visitID, slipLost, coupons] as const,
};

export type LogFilter = Partial<Pick<VisitListQuery, 'from' | 'to' | 'unitID' | 'visitorType' | 'state'>>;

export const LOG_PAGE_SIZE = 30;

export const visitPagesQuery = (communityID: string, filter: LogFilter) =>
  infiniteQueryOptions({
    queryKey: deskKeys.list(communityID, filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(vmsVisitorOps.list, {
        query: { communityID, ...filter, lastKey: pageParam, limit: LOG_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useVisitPages = (filter: LogFilter, enabled = true) =>
  useInfiniteQuery({ ...visitPagesQuery(useCommunityID(), filter), enabled });

export const visitSearchQuery = (communityID: string, q: string) =>
  queryOptions({
    queryKey: deskKeys.search(communityID, q),
    queryFn: async ({ signal }) =>
      (await callOp(vmsVisitorOps.search, { query: { communityID, q }, signal })).items,
  });

/** Units by the start of their number, through the gate's own lookup (guards hold no directory right). */
export const gateUnitsQuery = (communityID: string, q: string) =>
  queryOptions({
    queryKey: deskKeys.units(communityID, q),
    queryFn: async ({ signal }) =>
      (await callOp(vmsUnitOps.lookup, { query: { communityID, q }, signal })).items,
    staleTime: 5 * 60_000,
  });

export const useVisitSearch = (q: string) =>
  useQuery({ ...visitSearchQuery(useCommunityID(), q), enabled: q.length > 0 });

export const useVisit = (visitID: string | null) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: deskKeys.visit(communityID, visitID ?? ''),
    queryFn: async ({ signal }) =>
      (await callOp(vmsVisitorOps.info, { query: { communityID, visitID: visitID! }, signal })).data,
    enabled: Boolean(visitID),
  });
};

/** The fee of leaving now, the coupons handed over counted (checked, not used). */
const feePreviewQuery = (communityID: string, visitID: string, slipLost: boolean, couponCodes: string[]) =>
  queryOptions({
    queryKey: deskKeys.fee(communityID, visitID, slipLost, couponCodes),
    queryFn: async ({ signal }) =>
      (
        await callOp(vmsFeeOps.calculate, {
          body: { communityID, visitID, slipLost, stamps: 0, couponCodes },
          signal,
        })
      ).data,
  });

/** The fee of leaving now; read again each minute, since a started hour costs more. */
export const useFeePreview = (visitID: string | null, slipLost: boolean, couponCodes: string[] = []) =>
  useQuery({
    ...feePreviewQuery(useCommunityID(), visitID ?? '', slipLost, couponCodes),
    enabled: Boolean(visitID),
    refetchInterval: 60_000,
  });

/**
 * The fee with one more coupon, read before the coupon is kept: a coupon the API refuses
 * (unknown, used, expired, another community's) throws its worded refusal instead.
 */
export function useFeeWithCoupons() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return (visitID: string, slipLost: boolean, couponCodes: string[]) =>
    qc.fetchQuery({ ...feePreviewQuery(communityID, visitID, slipLost, couponCodes), staleTime: 0 });
}

/** The fee of leaving now as a PromptPay payload, read with the preview it must agree with. */
export const useFeePromptPay = (visitID: string | null, slipLost: boolean, couponCodes: string[]) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: [...deskKeys.fee(communityID, visitID ?? '', slipLost, couponCodes), 'promptpay'],
    queryFn: async ({ signal }) =>
      (
        await callOp(vmsFeePromptPayOps.promptpay, {
          body: { communityID, visitID: visitID!, slipLost, couponCodes },
          signal,
        })
      ).data,
    enabled: Boolean(visitID),
    refetchInterval: 60_000,
  });
};

/** The gate search's answer for a code typed at the desk, read fresh each time (pick-visit chooses). */
export function useFindVisit() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return (code: string) => qc.fetchQuery({ ...visitSearchQuery(communityID, code), staleTime: 0 });
}

/** Every gate change refreshes the whole desk view: lists, the open visit and its fee. */
function useDeskMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: vmsKeys.all(communityID) }),
  });
}

export const useCheckin = () =>
  useDeskMutation(
    async (communityID, input: CheckinSend) =>
      (await callOp(vmsVisitorOps.checkin, checkinRequest(communityID, input))).data,
  );

/**
 * A guest pass scanned at the desk: the API takes one of its entries and makes the visit, or
 * refuses in words (outside its window, used up, cancelled, altered). One clientID per scan, so
 * a scanner's double Enter answers the same visit. Where the office requires a face photo, the
 * guest's goes with the pass (multipart).
 */
export const useCheckinByPass = () =>
  useDeskMutation(
    async (communityID, input: { passToken: string; clientID: string; facePhoto?: File }) =>
      (await callOp(vmsVisitorOps.checkin, checkinRequest(communityID, input))).data,
  );

export interface CheckoutSend {
  visitID: string;
  slipLost: boolean;
  /** None when the stay costs nothing. */
  paymentMethod?: VmsPaymentMethod;
  waiveReason?: string;
  couponCodes?: string[];
}

export const useCheckout = () =>
  useDeskMutation(
    async (communityID, input: CheckoutSend): Promise<VisitDetail & { fee: FeeBreakdown }> =>
      (await callOp(vmsVisitorOps.checkout, { body: { communityID, ...input } })).data,
  );

export interface InfoCorrection {
  visitID: string;
  name?: string;
  phone?: string;
  plate?: string;
  province?: string;
  purpose?: string;
}

export const useUpdateInfo = () =>
  useDeskMutation(
    async (communityID, input: InfoCorrection) =>
      (await callOp(vmsVisitorOps.updateInfo, { body: { communityID, ...input } })).data,
  );

export const useForceOut = () =>
  useDeskMutation(
    async (communityID, input: { visitID: string; reason: string }) =>
      (await callOp(vmsVisitorOps.forceOut, { body: { communityID, ...input } })).data,
  );

export const useStamp = () =>
  useDeskMutation(
    async (communityID, visitID: string) =>
      (await callOp(vmsStampOps.stamp, { body: { communityID, visitID } })).data,
  );

export const useCancelStamp = () =>
  useDeskMutation(
    async (communityID, stampID: string) =>
      (await callOp(vmsStampOps.cancel, { body: { communityID, stampID } })).data,
  );
