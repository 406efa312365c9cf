import {
  losservicesOps,
  type PartnerMove,
  type RequestStatus,
  type ServiceKind,
} from '@cc/contracts/losservices';
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

export interface RequestFilter {
  status?: RequestStatus;
  openOnly?: boolean;
  search?: string;
}

/** The area's keys (convention in shared/api/query-keys). */
export const losservicesKeys = {
  all: (communityID: string) => communityKey('losservices', communityID),
  services: (communityID: string, search?: string) =>
    [...losservicesKeys.all(communityID), 'services', search ?? ''] as const,
  partners: (communityID: string) => [...losservicesKeys.all(communityID), 'partners'] as const,
  requests: (communityID: string, f: RequestFilter) =>
    [...losservicesKeys.all(communityID), 'requests', f] as const,
  count: (communityID: string) => [...losservicesKeys.all(communityID), 'count'] as const,
};

const PAGE = 20;

export const servicesQuery = (communityID: string, search?: string) =>
  queryOptions({
    queryKey: losservicesKeys.services(communityID, search),
    queryFn: async () => (await callOp(losservicesOps.serviceList, { query: { communityID, search } })).items,
  });
export const useServices = (search?: string) => useQuery(servicesQuery(useCommunityID(), search));

export const partnersQuery = (communityID: string) =>
  queryOptions({
    queryKey: losservicesKeys.partners(communityID),
    queryFn: async () => (await callOp(losservicesOps.partnerList, { query: { communityID } })).items,
  });
export const usePartners = (enabled: boolean) => useQuery({ ...partnersQuery(useCommunityID()), enabled });

/** The filters as the list and the Excel download take them: only those set. */
const filterQuery = (f: RequestFilter) => ({
  ...(f.status ? { status: f.status } : {}),
  ...(f.openOnly ? { openOnly: 'true' as const } : {}),
  ...(f.search ? { search: f.search } : {}),
});

export const requestsQuery = (communityID: string, f: RequestFilter) =>
  infiniteQueryOptions({
    queryKey: losservicesKeys.requests(communityID, f),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      callOp(losservicesOps.requestList, {
        query: {
          communityID,
          ...filterQuery(f),
          ...(pageParam ? { lastKey: pageParam } : {}),
          limit: PAGE,
        },
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
export const useRequests = (f: RequestFilter) => useInfiniteQuery(requestsQuery(useCommunityID(), f));

/** The requests under the table's filters, every page of them, as an .xlsx file (staff). */
export const downloadRequests = (communityID: string, f: RequestFilter) =>
  downloadFile(losservicesOps.requestExcel.path, { communityID, ...filterQuery(f) }, 'service-requests.xlsx');

export const openCountQuery = (communityID: string) =>
  queryOptions({
    queryKey: losservicesKeys.count(communityID),
    queryFn: async () => (await callOp(losservicesOps.requestCount, { query: { communityID } })).data,
  });
export const useOpenCount = () => useQuery(openCountQuery(useCommunityID()));

/** Every change reads the area again, so lists, counts and the card agree. */
function useAreaMutation<I>(run: (communityID: string, input: I) => Promise<unknown>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => run(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: losservicesKeys.all(communityID) }),
  });
}

export interface ServiceInput {
  serviceID?: string;
  kind: ServiceKind;
  name: string;
  description: string;
  fromPriceSatang: number;
  partnerID?: string;
  vendorName?: string;
  vendorEmail?: string;
}

export const useSaveService = () =>
  useAreaMutation(
    (communityID, { serviceID, partnerID, vendorName, vendorEmail, ...fields }: ServiceInput) =>
      serviceID
        ? callOp(losservicesOps.serviceUpdate, { body: { communityID, serviceID, ...fields } })
        : callOp(losservicesOps.serviceCreate, {
            body: { communityID, ...fields, ...(partnerID ? { partnerID } : { vendorName, vendorEmail }) },
          }),
  );

export const useToggleService = () =>
  useAreaMutation((communityID, b: { serviceID: string; isEnabled: boolean }) =>
    callOp(losservicesOps.serviceToggle, { body: { communityID, ...b } }),
  );

export const useMoveRequest = () =>
  useAreaMutation(
    (communityID, b: { requestID: string; status: PartnerMove; scheduledAt?: string; note?: string }) =>
      callOp(losservicesOps.requestStatus, { body: { communityID, ...b } }),
  );

export const useCancelRequest = () =>
  useAreaMutation((communityID, b: { requestID: string; reason: string }) =>
    callOp(losservicesOps.requestCancel, { body: { communityID, ...b } }),
  );
