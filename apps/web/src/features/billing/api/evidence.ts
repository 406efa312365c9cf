import type { EvidenceStatus } from '@cc/contracts/billing';
import { billingBillOps } from '@cc/contracts/billing-bill-ops';
import { billingEvidenceConsoleOps } from '@cc/contracts/billing-evidence-console-ops';
import { billingEvidenceOps } from '@cc/contracts/billing-evidence-ops';
import { billingVerifyOps } from '@cc/contracts/billing-verify-ops';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { billingKeys } from './billing';

/** Payments' keys, under billing's root: a decision refreshes them with the bills and figures. */
export const evidenceKeys = {
  all: (communityID: string) => [...billingKeys.all(communityID), 'evidence'] as const,
  tab: (communityID: string, tab: QueueTab, today: string) =>
    [...evidenceKeys.all(communityID), 'tab', tab, today] as const,
  search: (communityID: string, s: EvidenceSearch) =>
    [...evidenceKeys.all(communityID), 'search', s] as const,
  one: (communityID: string, evidenceID: string, part: string) =>
    [...evidenceKeys.all(communityID), 'one', evidenceID, part] as const,
  verifiers: (communityID: string) => [...billingKeys.settings(communityID), 'verifiers'] as const,
};

/**
 * Reads billing's shown data again after payments changed (here or, by the live socket,
 * elsewhere): everything but the slips' signed links, which stay valid and would only make the
 * photo on screen load again.
 */
export const refreshPayments = (qc: QueryClient, communityID: string) =>
  qc.invalidateQueries({
    queryKey: billingKeys.all(communityID),
    predicate: (q) => q.queryKey.at(-1) !== 'file',
  });

export const QUEUE_TABS = ['waiting', 'notPrinted', 'verifiedToday', 'rejected'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];
export const QUEUE_PAGE = 50;

/** One tab of the verifier's queue, a keyset page at a time (`today` on the community's clock). */
export const queueQuery = (communityID: string, tab: QueueTab, today: string) =>
  infiniteQueryOptions({
    queryKey: evidenceKeys.tab(communityID, tab, today),
    queryFn: ({ signal, pageParam }) => {
      const page = { communityID, limit: QUEUE_PAGE, lastKey: pageParam };
      if (tab === 'notPrinted') return callOp(billingEvidenceOps.notPrinted, { query: page, signal });
      const status: EvidenceStatus =
        tab === 'waiting' ? 'SUBMITTED' : tab === 'rejected' ? 'REJECTED' : 'VERIFIED';
      const decidedOn = tab === 'verifiedToday' ? today : undefined;
      return callOp(billingEvidenceConsoleOps.queue, { query: { ...page, status, decidedOn }, signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
export const useQueue = (tab: QueueTab, today: string) =>
  useInfiniteQuery(queueQuery(useCommunityID(), tab, today));

export type EvidenceSearch =
  | { by: 'date'; date: string; to?: string; status?: EvidenceStatus }
  | { by: 'month'; month: string; status?: EvidenceStatus }
  | { by: 'unit'; unitNo: string; status?: EvidenceStatus };
export const SEARCH_PAGE = 20;

/** The three office searches behind one form. */
export const searchQuery = (communityID: string, s: EvidenceSearch) =>
  infiniteQueryOptions({
    queryKey: evidenceKeys.search(communityID, s),
    queryFn: ({ signal, pageParam }) => {
      const page = { communityID, limit: SEARCH_PAGE, lastKey: pageParam, status: s.status };
      if (s.by === 'date')
        return callOp(billingEvidenceOps.byDate, { query: { ...page, date: s.date, to: s.to }, signal });
      if (s.by === 'month')
        return callOp(billingEvidenceOps.byMonth, { query: { ...page, month: s.month }, signal });
      return callOp(billingEvidenceOps.byUnitNo, { query: { ...page, unitNo: s.unitNo }, signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
export const useEvidenceSearch = (s: EvidenceSearch | null) => {
  const communityID = useCommunityID();
  return useInfiniteQuery({
    ...searchQuery(communityID, s ?? { by: 'unit', unitNo: '' }),
    enabled: s !== null,
  });
};

/** The slip image's signed link: short-lived, so it is read again rather than kept long. */
export const useSlipLink = (evidenceID: string | undefined) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: evidenceKeys.one(communityID, evidenceID ?? '', 'file'),
    queryFn: async ({ signal }) =>
      (await callOp(billingEvidenceOps.file, { query: { communityID, evidenceID: evidenceID! }, signal }))
        .data.url,
    enabled: !!evidenceID,
    staleTime: 60_000,
  });
};

export const useEvidenceReceipt = (evidenceID: string | undefined, verified: boolean) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: evidenceKeys.one(communityID, evidenceID ?? '', 'receipt'),
    queryFn: async ({ signal }) =>
      (
        await callOp(billingEvidenceConsoleOps.receipt, {
          query: { communityID, evidenceID: evidenceID! },
          signal,
        })
      ).data,
    enabled: !!evidenceID && verified,
  });
};

export const useVerifiers = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: evidenceKeys.verifiers(communityID),
    queryFn: async ({ signal }) =>
      (await callOp(billingVerifyOps.verifiers, { query: { communityID }, signal })).items,
  });
};

/** A unit's bills still owed, for the counter payment's choice of bill (newest period first). */
export const useOpenBillsOf = (unitID: string | undefined) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: [...billingKeys.bills(communityID), 'open-of', unitID ?? ''],
    queryFn: async ({ signal }) =>
      (
        await callOp(billingBillOps.list, { query: { communityID, unitID: unitID!, limit: 24 }, signal })
      ).items.filter((b) => b.status === 'ISSUED' || b.status === 'PARTIALLY_PAID'),
    enabled: !!unitID,
  });
};
