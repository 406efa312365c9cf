import type { CommunityInfo } from '@cc/contracts/session';
import { sessionOps } from '@cc/contracts/session';
import { settingOps } from '@cc/contracts/setting';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { writeKeys } from '../../../shared/session/session-storage';
import { notifySessionChanged } from '../../../shared/session/session-store';
import { useCommunityID } from '../../../shared/session/use-community';
import { settingsKey } from './settings-keys';

export const communityInfoQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...settingsKey(communityID), 'info'],
    queryFn: async () => (await callOp(sessionOps.communityInfo, { query: { communityID } })).communityInfo,
  });

export const contactQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...settingsKey(communityID), 'contact'],
    queryFn: async () => (await callOp(settingOps.contact, { query: { communityID } })).data,
  });

export const useCommunityInfo = () => useQuery(communityInfoQuery(useCommunityID()));
export const useContact = () => useQuery(contactQuery(useCommunityID()));

export interface ProfileFields {
  communityName: string;
  communityType: 'CONDO' | 'VILLAGE';
  address: string | null;
  timeZone: string;
  currency: string;
}

function body(fields: ProfileFields, picture: File | null): ProfileFields | FormData {
  if (!picture) return fields;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v ?? '');
  form.append('picture', picture);
  return form;
}

/** Saves the community's details; the top bar shows its name and picture, so the session follows. */
export function useUpdateCommunity() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      fields,
      picture,
    }: {
      fields: ProfileFields;
      picture: File | null;
    }): Promise<CommunityInfo> =>
      (await callOp(settingOps.profileUpdate, { query: { communityID }, body: body(fields, picture) }))
        .communityInfo,
    onSuccess: (info) => {
      writeKeys({
        communityName: info.communityName,
        communityType: info.communityType,
        communityInfo: JSON.stringify(info),
      });
      notifySessionChanged();
      return qc.invalidateQueries({ queryKey: settingsKey(communityID) });
    },
  });
}

export function useUpdateContact() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Record<string, string | null>) =>
      (await callOp(settingOps.contactUpdate, { body: { communityID, ...fields } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKey(communityID) }),
  });
}
