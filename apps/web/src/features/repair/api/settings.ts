import { repairSettingOps as ops } from '@cc/contracts/repair-setting-ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { repairKeys } from './repair-keys';

const useSetting = <T>(
  name: string,
  read: (communityID: string, signal: AbortSignal) => Promise<T>,
  enabled = true,
) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: repairKeys.setting(communityID, name),
    queryFn: ({ signal }) => read(communityID, signal),
    enabled,
  });
};

export const useCategories = () =>
  useSetting(
    'categories',
    async (communityID, signal) => (await callOp(ops.categories, { query: { communityID }, signal })).items,
  );
export const usePricing = () =>
  useSetting(
    'pricing',
    async (communityID, signal) => (await callOp(ops.pricing, { query: { communityID }, signal })).items,
  );
export const useTechnicians = (enabled = true) =>
  useSetting(
    'technicians',
    async (communityID, signal) => (await callOp(ops.technicians, { query: { communityID }, signal })).items,
    enabled,
  );
export const useAppointmentSetting = () =>
  useSetting(
    'appointment',
    async (communityID, signal) => (await callOp(ops.appointment, { query: { communityID }, signal })).data,
  );
export const useSlaSetting = () =>
  useSetting(
    'sla',
    async (communityID, signal) => (await callOp(ops.sla, { query: { communityID }, signal })).data,
  );

/** A settings save reads the whole area again: lists show category names and SLA clocks. */
function useSettingMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: repairKeys.all(communityID) }),
  });
}

type Body<O extends { body: z.ZodType }> = Omit<z.input<O['body']>, 'communityID'>;

export const useSaveCategories = () =>
  useSettingMutation(
    async (communityID, b: Body<typeof ops.categoriesUpdate>) =>
      (await callOp(ops.categoriesUpdate, { body: { communityID, ...b } })).items,
  );
export const useSavePricing = () =>
  useSettingMutation(
    async (communityID, b: Body<typeof ops.pricingUpdate>) =>
      (await callOp(ops.pricingUpdate, { body: { communityID, ...b } })).items,
  );
export const useSaveTechnicians = () =>
  useSettingMutation(
    async (communityID, b: Body<typeof ops.techniciansUpdate>) =>
      (await callOp(ops.techniciansUpdate, { body: { communityID, ...b } })).items,
  );
export const useSaveAppointment = () =>
  useSettingMutation(
    async (communityID, b: Body<typeof ops.appointmentUpdate>) =>
      (await callOp(ops.appointmentUpdate, { body: { communityID, ...b } })).data,
  );
export const useSaveSla = () =>
  useSettingMutation(
    async (communityID, b: Body<typeof ops.slaUpdate>) =>
      (await callOp(ops.slaUpdate, { body: { communityID, ...b } })).data,
  );

/** The price sheet import: a dry run names every bad row; the save takes all rows or none. */
export const usePricingImport = () =>
  useSettingMutation(async (communityID, input: { file: File; dryRun: boolean }) => {
    const form = new FormData();
    form.append('file', input.file);
    return (
      await callOp(ops.pricingImport, {
        query: { communityID, dryRun: input.dryRun ? 'true' : 'false' },
        body: form,
      })
    ).data;
  });

export const downloadPricingTemplate = (communityID: string) =>
  downloadFile(ops.pricingTemplate.path, { communityID }, 'repair-price-list.xlsx');
