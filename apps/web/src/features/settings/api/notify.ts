import type { DeliveryStatus, NotifyChannelKind } from '@cc/contracts/notify-channel';
import { notifyChannelOps as ops } from '@cc/contracts/notify-channel-ops';
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
import { settingsKey } from './settings-keys';

/** The alert tab's keys, under the settings ones. */
export const notifyKeys = {
  all: (communityID: string) => [...settingsKey(communityID), 'notify'] as const,
  channel: (communityID: string, kind: NotifyChannelKind) =>
    [...notifyKeys.all(communityID), 'channel', kind] as const,
  groups: (communityID: string) => [...notifyKeys.all(communityID), 'line-groups'] as const,
  log: (communityID: string, kind?: NotifyChannelKind, status?: DeliveryStatus) =>
    [...notifyKeys.all(communityID), 'log', kind ?? 'ALL', status ?? 'ALL'] as const,
};

const GET = { LINE: ops.lineSetting, TELEGRAM: ops.telegramSetting, WEBHOOK: ops.webhookSetting } as const;
const PUT = {
  LINE: ops.lineSettingUpdate,
  TELEGRAM: ops.telegramSettingUpdate,
  WEBHOOK: ops.webhookSettingUpdate,
} as const;
const TEST = { LINE: ops.lineTest, TELEGRAM: ops.telegramTest, WEBHOOK: ops.webhookTest } as const;

export const channelQuery = (communityID: string, kind: NotifyChannelKind) =>
  queryOptions({
    queryKey: notifyKeys.channel(communityID, kind),
    queryFn: async ({ signal }) =>
      (await callOp(GET[kind], { query: { communityID }, signal })).data as ChannelView,
  });

/** What a channel's answer holds, whichever the kind (the kind's own fields optional). */
export interface ChannelView {
  enabled: boolean;
  features: string[];
  digest: boolean;
  lang: string;
  updatedAt: string | null;
  groupID?: string | null;
  chatID?: string | null;
  url?: string | null;
  channelAccessTokenLast4?: string | null;
  channelSecretLast4?: string | null;
  botTokenLast4?: string | null;
  secretLast4?: string | null;
  webhookPath?: string;
}

export const useChannel = (kind: NotifyChannelKind) => useQuery(channelQuery(useCommunityID(), kind));

export function useSaveChannel(kind: NotifyChannelKind) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await callOp(PUT[kind], { body: { communityID, ...body } as never })).data as ChannelView,
    onSuccess: (data) => qc.setQueryData(notifyKeys.channel(communityID, kind), data),
  });
}

/** Queues a test; the log is read again so its row shows, then again while it is pending. */
export function useSendTest(kind: NotifyChannelKind) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callOp(TEST[kind], { body: { communityID } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...notifyKeys.all(communityID), 'log'] }),
  });
}

export const useLineGroups = (enabled: boolean) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: notifyKeys.groups(communityID),
    queryFn: async ({ signal }) => (await callOp(ops.lineGroups, { query: { communityID }, signal })).items,
    enabled,
  });
};

export function useDiscoverChats() {
  const communityID = useCommunityID();
  return useMutation({
    mutationFn: async () => (await callOp(ops.telegramDiscover, { body: { communityID } })).items,
  });
}

export const LOG_PAGE = 20;

export const deliveryLogQuery = (communityID: string, kind?: NotifyChannelKind, status?: DeliveryStatus) =>
  infiniteQueryOptions({
    queryKey: notifyKeys.log(communityID, kind, status),
    queryFn: ({ signal, pageParam }) =>
      callOp(ops.deliveryList, {
        query: { communityID, kind, status, limit: LOG_PAGE, lastKey: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

/** The log, read again every 2 s while a row still waits for its attempt (a test just sent). */
export const useDeliveryLog = (kind?: NotifyChannelKind, status?: DeliveryStatus) =>
  useInfiniteQuery({
    ...deliveryLogQuery(useCommunityID(), kind, status),
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.items.some((i) => i.status === 'PENDING' && i.attempts === 0))
        ? 2000
        : false,
  });

export function useRetryDelivery() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryID: string) =>
      (await callOp(ops.deliveryRetry, { body: { communityID, deliveryID } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...notifyKeys.all(communityID), 'log'] }),
  });
}
