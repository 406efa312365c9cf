import type { BatchState } from '@cc/contracts/vms-coupon-batch';
import type { ownerSettingSchema } from '@cc/contracts/vms-coupon-inputs';
import { vmsCouponOps as ops } from '@cc/contracts/vms-coupon-ops';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { vmsKeys } from '../api/vms-keys';

/** The coupon view's data, every key under vmsKeys.view(cid, 'coupons') so live changes refresh it. */
export const couponKeys = {
  all: (cid: string) => vmsKeys.view(cid, 'coupons'),
  batches: (cid: string, state: BatchState) => [...couponKeys.all(cid), 'batches', state] as const,
  batch: (cid: string, batchID: string) => [...couponKeys.all(cid), 'batch', batchID] as const,
  report: (cid: string, batchID: string) => [...couponKeys.all(cid), 'report', batchID] as const,
  sheet: (cid: string, batchID: string) => [...couponKeys.all(cid), 'sheet', batchID] as const,
  search: (cid: string, q: string) => [...couponKeys.all(cid), 'search', q] as const,
  owners: (cid: string) => [...couponKeys.all(cid), 'owners'] as const,
  setting: (cid: string) => [...couponKeys.all(cid), 'setting'] as const,
};

export const batchesQuery = (communityID: string, state: BatchState) =>
  queryOptions({
    queryKey: couponKeys.batches(communityID, state),
    queryFn: ({ signal }) => callOp(ops.listBatch, { query: { communityID, state, limit: 100 }, signal }),
  });

export const batchQuery = (communityID: string, batchID: string) =>
  queryOptions({
    queryKey: couponKeys.batch(communityID, batchID),
    queryFn: async ({ signal }) =>
      (await callOp(ops.infoBatch, { query: { communityID, batchID }, signal })).data,
  });

export const reportQuery = (communityID: string, batchID: string) =>
  queryOptions({
    queryKey: couponKeys.report(communityID, batchID),
    queryFn: async ({ signal }) =>
      (await callOp(ops.report, { query: { communityID, batchID }, signal })).data,
  });

export const sheetQuery = (communityID: string, batchID: string) =>
  queryOptions({
    queryKey: couponKeys.sheet(communityID, batchID),
    queryFn: async ({ signal }) =>
      (await callOp(ops.printBatch, { query: { communityID, batchID }, signal })).data,
  });

export const searchQuery = (communityID: string, q: string) =>
  queryOptions({
    queryKey: couponKeys.search(communityID, q),
    queryFn: async ({ signal }) => (await callOp(ops.search, { query: { communityID, q }, signal })).items,
    enabled: q.length > 0,
  });

export const ownersQuery = (communityID: string) =>
  queryOptions({
    queryKey: couponKeys.owners(communityID),
    queryFn: async ({ signal }) => (await callOp(ops.ownerList, { query: { communityID }, signal })).items,
  });

export const settingQuery = (communityID: string) =>
  queryOptions({
    queryKey: couponKeys.setting(communityID),
    queryFn: async ({ signal }) => (await callOp(ops.infoSetting, { query: { communityID }, signal })).data,
  });

export const useBatches = (state: BatchState) => useQuery(batchesQuery(useCommunityID(), state));
export const useBatch = (batchID: string | null) =>
  useQuery({ ...batchQuery(useCommunityID(), batchID ?? ''), enabled: !!batchID });
export const useReport = (batchID: string, enabled: boolean) =>
  useQuery({ ...reportQuery(useCommunityID(), batchID), enabled });
export const useSheet = (batchID: string) => useQuery(sheetQuery(useCommunityID(), batchID));
export const useCouponSearch = (q: string) => useQuery(searchQuery(useCommunityID(), q));
export const useOwners = (enabled = true) => useQuery({ ...ownersQuery(useCommunityID()), enabled });
export const useCouponSetting = () => useQuery(settingQuery(useCommunityID()));

/** Any coupon change: the view's data is read again (lists, counts, the open batch, the report). */
function useCouponMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: couponKeys.all(communityID) }),
  });
}

export interface BatchSave {
  batchID?: string;
  ownerUnitID: string;
  count: number;
  hours: number;
  note?: string;
}
export const useSaveBatch = () =>
  useCouponMutation(async (communityID, { batchID, ownerUnitID, ...f }: BatchSave) =>
    batchID
      ? (await callOp(ops.updateBatch, { body: { communityID, batchID, ...f } })).data
      : (await callOp(ops.createBatch, { body: { communityID, ownerUnitID, ...f } })).data,
  );

export interface PaymentSave {
  batchID: string;
  amountSatang: number;
  dueDate: string;
  /** Given when the payment asked is changed. */
  reason?: string;
}
export const useSavePayment = () =>
  useCouponMutation((communityID, { reason, ...f }: PaymentSave) =>
    reason
      ? callOp(ops.updatePayment, { body: { communityID, ...f, reason } })
      : callOp(ops.requestPayment, { body: { communityID, ...f } }),
  );

export type ReviewSave =
  | { batchID: string; decision: 'APPROVE' }
  | { batchID: string; decision: 'REJECT'; reason: string };
export const useReview = () =>
  useCouponMutation((communityID, input: ReviewSave) =>
    callOp(ops.review, { body: { communityID, ...input } }),
  );

export const useCancelBatch = () =>
  useCouponMutation((communityID, input: { batchID: string; reason: string }) =>
    callOp(ops.cancelBatch, { body: { communityID, ...input } }),
  );

export const useCancelCoupon = () =>
  useCouponMutation((communityID, input: { code: string; reason: string }) =>
    callOp(ops.cancelCoupon, { body: { communityID, ...input } }),
  );

export type OwnerSave = Omit<z.input<typeof ownerSettingSchema>, 'communityID'>;
export const useSaveOwner = () =>
  useCouponMutation((communityID, input: OwnerSave) =>
    callOp(ops.ownerSetting, { body: { communityID, ...input } as z.output<typeof ownerSettingSchema> }),
  );

export interface SettingSave {
  pricePerHourSatang: number;
  validityDays: number;
  payeeKind: 'PHONE' | 'TAX_ID' | 'EWALLET';
  payeeID: string;
  payeeName?: string;
}
export const useSaveSetting = () =>
  useCouponMutation((communityID, input: SettingSave) =>
    callOp(ops.updateSetting, { body: { communityID, ...input } }),
  );

export const downloadReport = (communityID: string, batchID: string, batchNo: string) =>
  downloadFile(ops.reportExcel.path, { communityID, batchID }, `coupon-batch-${batchNo}.xlsx`);
