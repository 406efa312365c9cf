import type { IncidentListQuery } from '@cc/contracts/incident-inputs';
import { incidentOps } from '@cc/contracts/incident-ops';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

export type IncidentFilter = Omit<IncidentListQuery, 'communityID' | 'lastKey' | 'limit'>;

/** The area's keys (convention in shared/api/query-keys). */
export const incidentKeys = {
  all: (communityID: string) => communityKey('incident', communityID),
  list: (communityID: string, f: IncidentFilter) => [...incidentKeys.all(communityID), 'list', f] as const,
  count: (communityID: string) => [...incidentKeys.all(communityID), 'count'] as const,
  info: (communityID: string, id: string) => [...incidentKeys.all(communityID), 'info', id] as const,
};

const PAGE = 20;

export const incidentListQuery = (communityID: string, f: IncidentFilter) =>
  infiniteQueryOptions({
    queryKey: incidentKeys.list(communityID, f),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      callOp(incidentOps.list, { query: { communityID, ...f, lastKey: pageParam, limit: PAGE } }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useIncidentList = (f: IncidentFilter) =>
  useInfiniteQuery(incidentListQuery(useCommunityID(), f));

export const incidentCountQuery = (communityID: string) =>
  queryOptions({
    queryKey: incidentKeys.count(communityID),
    queryFn: async () => (await callOp(incidentOps.count, { query: { communityID } })).data,
  });

export const useIncidentCount = () => useQuery(incidentCountQuery(useCommunityID()));
