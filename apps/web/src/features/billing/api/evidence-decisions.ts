import { billingEvidenceOps } from '@cc/contracts/billing-evidence-ops';
import { billingVerifyOps } from '@cc/contracts/billing-verify-ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { refreshPayments } from './evidence';

/** A payment change moves money on bills: the queue, the bills and the figures are all read again. */
function usePaymentMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => refreshPayments(qc, communityID),
  });
}

export const useVerify = () =>
  usePaymentMutation(
    async (communityID, input: { evidenceID: string }) =>
      (await callOp(billingVerifyOps.verify, { body: { communityID, ...input } })).data,
  );

export const useReject = () =>
  usePaymentMutation(
    async (communityID, input: { evidenceID: string; reason: string }) =>
      (await callOp(billingVerifyOps.reject, { body: { communityID, ...input } })).data,
  );

export const useMarkPrinted = () =>
  usePaymentMutation(
    async (communityID, input: { evidenceIDs: string[]; printed: boolean }) =>
      (await callOp(billingEvidenceOps.printFlag, { body: { communityID, ...input } })).data,
  );

export interface CounterPaymentInput {
  unitID: string;
  billID?: string;
  amountSatang: number;
  paidAt: string;
  method: 'CASH' | 'CHEQUE' | 'TRANSFER';
  note?: string;
}

export const useRecordCounterPayment = () =>
  usePaymentMutation(
    async (communityID, input: CounterPaymentInput) =>
      (await callOp(billingEvidenceOps.createByOffice, { body: { communityID, ...input } })).data,
  );

export const useDeleteCounterPayment = () =>
  usePaymentMutation((communityID, input: { evidenceID: string }) =>
    callOp(billingEvidenceOps.deleteByOffice, { body: { communityID, ...input } }),
  );
