import { suggestionOps as ops } from '@cc/contracts/suggestion';
import type {
  SuggestionEmailSetting,
  SuggestionSetting,
  SuggestionTabState,
  SuggestionTarget,
} from '@cc/contracts/suggestion-records';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

export const PAGE = 30;

/** The list page's filter, kept in the address so a reload or a link shows the same view. */
export interface SuggestionFilter {
  state: SuggestionTabState;
  category?: string;
  from?: string;
  to?: string;
}

/** The area's keys: every view of suggestions under one root, settings apart. */
export const suggestionKeys = {
  all: (communityID: string) => communityKey('suggestion', communityID),
  views: (communityID: string) => [...suggestionKeys.all(communityID), 'views'] as const,
  list: (communityID: string, f: SuggestionFilter) =>
    [...suggestionKeys.views(communityID), 'list', f] as const,
  counts: (communityID: string) => [...suggestionKeys.views(communityID), 'counts'] as const,
  detail: (communityID: string, id: string) => [...suggestionKeys.views(communityID), 'detail', id] as const,
  setting: (communityID: string, name: string) =>
    [...suggestionKeys.all(communityID), 'setting', name] as const,
};

/** A keyset page at a time; a day range reads filter-by-date, the rest the plain list. */
export const suggestionListQuery = (communityID: string, f: SuggestionFilter) =>
  infiniteQueryOptions({
    queryKey: suggestionKeys.list(communityID, f),
    queryFn: ({ signal, pageParam }) => {
      const base = { communityID, state: f.state, category: f.category, limit: PAGE, lastKey: pageParam };
      return f.from && f.to
        ? callOp(ops.filterByDate, { query: { ...base, from: f.from, to: f.to }, signal })
        : callOp(ops.list, { query: base, signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
export const useSuggestionList = (f: SuggestionFilter) =>
  useInfiniteQuery(suggestionListQuery(useCommunityID(), f));

export const useCounts = (enabled = true) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: suggestionKeys.counts(communityID),
    queryFn: async ({ signal }) => (await callOp(ops.count, { query: { communityID }, signal })).data,
    enabled,
  });
};

export const useSuggestion = (suggestionID: string | undefined) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: suggestionKeys.detail(communityID, suggestionID ?? ''),
    queryFn: async ({ signal }) =>
      (await callOp(ops.info, { query: { communityID, suggestionID: suggestionID! }, signal })).data,
    enabled: !!suggestionID,
  });
};

/** Any change reads every suggestion view again (tabs, counts, list, drawer, card). */
function useChange<T>(fn: (communityID: string, input: T) => Promise<unknown>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSettled: () => qc.invalidateQueries({ queryKey: suggestionKeys.views(communityID) }),
  });
}

type Ref = { suggestionID: string; version: number };
export const useStatusUpdate = () =>
  useChange((communityID, b: Ref & { state: SuggestionTarget; note?: string }) =>
    callOp(ops.statusUpdate, { body: { communityID, ...b } }),
  );
export const useReply = () =>
  useChange((communityID, b: Ref & { text: string }) => callOp(ops.reply, { body: { communityID, ...b } }));
export const useDelete = () =>
  useChange((communityID, b: Ref & { reason: string }) =>
    callOp(ops.delete, { body: { communityID, ...b } }),
  );

export const useSetting = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: suggestionKeys.setting(communityID, 'general'),
    queryFn: async ({ signal }) => (await callOp(ops.setting, { query: { communityID }, signal })).data,
  });
};
export const useEmailSetting = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: suggestionKeys.setting(communityID, 'email'),
    queryFn: async ({ signal }) => (await callOp(ops.emailSetting, { query: { communityID }, signal })).data,
  });
};
function useSettingSave<T extends object>(
  name: string,
  save: (communityID: string, v: T) => Promise<unknown>,
) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: T) => save(communityID, v),
    onSuccess: () => qc.invalidateQueries({ queryKey: suggestionKeys.setting(communityID, name) }),
  });
}
export const useSaveSetting = () =>
  useSettingSave('general', (communityID, v: SuggestionSetting) =>
    callOp(ops.settingPut, { body: { communityID, ...v } }),
  );
export const useSaveEmailSetting = () =>
  useSettingSave('email', (communityID, v: SuggestionEmailSetting) =>
    callOp(ops.emailSettingPut, { body: { communityID, ...v } }),
  );

export const downloadExcel = (communityID: string, f: SuggestionFilter) =>
  downloadFile(
    ops.excel.path,
    { communityID, state: f.state, category: f.category, from: f.from, to: f.to },
    'suggestions.xlsx',
  );
