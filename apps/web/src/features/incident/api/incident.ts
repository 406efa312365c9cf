import type { CancelReason, IncidentStatus } from '@cc/contracts/incident';
import type { IncidentListQuery } from '@cc/contracts/incident-inputs';
import { incidentOps } from '@cc/contracts/incident-ops';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
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

export const incidentInfoQuery = (communityID: string, incidentID: string) =>
  queryOptions({
    queryKey: incidentKeys.info(communityID, incidentID),
    queryFn: async () => (await callOp(incidentOps.info, { query: { communityID, incidentID } })).data,
  });

export const useIncidentInfo = (incidentID: string | null) => {
  const communityID = useCommunityID();
  return useQuery({ ...incidentInfoQuery(communityID, incidentID ?? ''), enabled: Boolean(incidentID) });
};

/** A photo's signed link, asked for when shown (links expire in minutes). */
export const useIncidentPhoto = (incidentID: string, photoID: string) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: [...incidentKeys.info(communityID, incidentID), 'photo', photoID],
    queryFn: async () =>
      (await callOp(incidentOps.photo, { query: { communityID, incidentID, photoID } })).data.url,
    staleTime: 60_000,
  });
};

/** A move or an edit answers the detail; the lists and counts are read again. */
function useIncidentChange<T>(fn: (communityID: string, input: T) => Promise<unknown>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: incidentKeys.all(communityID) }),
  });
}

export interface StatusMove {
  incidentID: string;
  status: IncidentStatus;
  cancelReason?: CancelReason;
  note?: string;
}

export const useMoveIncident = () =>
  useIncidentChange((communityID, move: StatusMove) =>
    callOp(incidentOps.status, { body: { communityID, ...move } }),
  );

export const useAddNote = () =>
  useIncidentChange((communityID, { incidentID, note }: { incidentID: string; note: string }) =>
    callOp(incidentOps.update, { body: { communityID, incidentID, note } }),
  );

export const downloadIncidents = (communityID: string, f: IncidentFilter) =>
  downloadFile(incidentOps.excel.path, { communityID, ...f }, 'incidents.xlsx');
