import type { ChargeSettings, PromptPayKind } from '@cc/contracts/billing';
import { type ReminderSettings, billingReminderOps as reminderOps } from '@cc/contracts/billing-reminder-ops';
import { billingSettingOps as ops } from '@cc/contracts/billing-setting-ops';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { billingKeys } from './billing';

const key = (communityID: string, part: string) => [...billingKeys.settings(communityID), part] as const;

export const accountsQuery = (communityID: string) =>
  queryOptions({
    queryKey: key(communityID, 'accounts'),
    queryFn: async ({ signal }) => (await callOp(ops.accounts, { query: { communityID }, signal })).items,
  });
export const useAccounts = () => useQuery(accountsQuery(useCommunityID()));

export const useContactPhone = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: key(communityID, 'phone'),
    queryFn: async ({ signal }) => (await callOp(ops.contactPhone, { query: { communityID }, signal })).data,
  });
};

export const useCharges = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: key(communityID, 'charges'),
    queryFn: async ({ signal }) => (await callOp(ops.charges, { query: { communityID }, signal })).data,
  });
};

/** A settings change reads every setting again (they are small). */
function useSettingMutation<T>(fn: (communityID: string, input: T) => Promise<unknown>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: billingKeys.settings(communityID) }),
  });
}

export interface BankInput {
  bankCode: string;
  accountNo: string;
  accountName: string;
}
export interface PromptPayInput {
  promptpayKind: PromptPayKind;
  promptpayID: string;
  accountName: string;
}

export const useAddBank = () =>
  useSettingMutation((communityID, input: BankInput) =>
    callOp(ops.addBank, { body: { communityID, ...input } }),
  );
export const useAddPromptPay = () =>
  useSettingMutation((communityID, input: PromptPayInput) =>
    callOp(ops.addPromptPay, { body: { communityID, ...input } }),
  );
export const useDeleteAccount = () =>
  useSettingMutation((communityID, accountID: string) =>
    callOp(ops.deleteAccount, { body: { communityID, accountID } }),
  );
export const useSaveContactPhone = () =>
  useSettingMutation((communityID, contactPhone: string) =>
    callOp(ops.setContactPhone, { body: { communityID, contactPhone } }),
  );
export const useSaveCharges = () =>
  useSettingMutation((communityID, charges: ChargeSettings) =>
    callOp(ops.setCharges, { body: { communityID, charges } }),
  );

export const useReminders = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: key(communityID, 'reminders'),
    queryFn: async ({ signal }) =>
      (await callOp(reminderOps.reminders, { query: { communityID }, signal })).data,
  });
};
export const useSaveReminders = () =>
  useSettingMutation((communityID, reminders: ReminderSettings) =>
    callOp(reminderOps.setReminders, { body: { communityID, reminders } }),
  );
