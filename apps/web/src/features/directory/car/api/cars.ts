import type { CarDocumentInput, CarPolicy, CarState } from '@cc/contracts/car-directory';
import { carChoiceOps, carManagementOps, carRegisterOps } from '@cc/contracts/car-directory-ops';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOp } from '../../../../shared/api/api-client';
import { downloadFile } from '../../../../shared/api/download-file';
import { useCommunityID } from '../../../../shared/session/use-community';
import { directoryChanged, directoryKey, PAGE_SIZE } from '../../api/directory-keys';

/** Every car query starts with this key, under the directory's, so a directory write refreshes cars too. */
export const carKey = (communityID: string) => [...directoryKey(communityID), 'cars'] as const;

export interface CarFilter {
  status: CarState;
  q?: string;
}

export const carsQuery = (communityID: string, f: CarFilter) =>
  infiniteQueryOptions({
    queryKey: [...carKey(communityID), 'list', f],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(carRegisterOps.list, {
        query: { communityID, status: f.status, q: f.q, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
export const useCars = (f: CarFilter) => useInfiniteQuery(carsQuery(useCommunityID(), f));

export const carCountsQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...carKey(communityID), 'counts'],
    queryFn: async () => (await callOp(carRegisterOps.counts, { query: { communityID } })).data,
  });
export const useCarCounts = () => useQuery(carCountsQuery(useCommunityID()));

export const policyQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...carKey(communityID), 'policy'],
    queryFn: async () => (await callOp(carRegisterOps.policyGet, { query: { communityID } })).data,
  });
export const usePolicy = () => useQuery(policyQuery(useCommunityID()));

export const lookupQuery = (communityID: string, q: string) =>
  queryOptions({
    queryKey: [...carKey(communityID), 'lookup', q],
    queryFn: async () => (await callOp(carManagementOps.lookup, { query: { communityID, q } })).items,
    enabled: q.length > 0,
  });
export const useLookup = (q: string) => useQuery(lookupQuery(useCommunityID(), q));

export const carDetailQuery = (communityID: string, carID: string) =>
  queryOptions({
    queryKey: [...carKey(communityID), 'detail', carID],
    queryFn: async () => (await callOp(carManagementOps.carDetail, { query: { communityID, carID } })).data,
  });
export const useCarDetail = (carID: string) => useQuery(carDetailQuery(useCommunityID(), carID));

export const stickerSheetQuery = (communityID: string, carIDs: string[]) =>
  queryOptions({
    queryKey: [...carKey(communityID), 'sheet', carIDs],
    queryFn: async () => (await callOp(carRegisterOps.stickerSheet, { body: { communityID, carIDs } })).items,
    enabled: carIDs.length > 0,
  });
export const useStickerSheet = (carIDs: string[]) => useQuery(stickerSheetQuery(useCommunityID(), carIDs));

export const provincesQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...carKey(communityID), 'provinces'],
    queryFn: async () => (await callOp(carChoiceOps.provinces, { query: { communityID } })).items,
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useProvinces = () => useQuery(provincesQuery(useCommunityID()));

/** Every car change refreshes the directory (the unit page lists cars) and so the car lists. */
function useCarMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => directoryChanged(qc, communityID),
  });
}

export const useApproveCar = () =>
  useCarMutation((communityID, carID: string) =>
    callOp(carRegisterOps.approve, { body: { communityID, carID } }),
  );
export const useRejectCar = () =>
  useCarMutation((communityID, b: { carID: string; reason: string }) =>
    callOp(carRegisterOps.reject, { body: { communityID, ...b } }),
  );
export const useRetireCar = () =>
  useCarMutation((communityID, b: { carID: string; reason: string }) =>
    callOp(carManagementOps.carDelete, { body: { communityID, ...b } }),
  );
export const useIssueSticker = () =>
  useCarMutation(
    async (communityID, carID: string) =>
      (await callOp(carRegisterOps.sticker, { body: { communityID, carID } })).data,
  );
export interface WalkIn {
  unitNo: string;
  plateNo: string;
  provinceCode: string;
  vehicleType: 'CAR' | 'MOTORCYCLE';
  brand: string | null;
  colour: string | null;
  /** Papers scanned at the counter; the walk-in may come without (the office saw them). */
  documents?: CarDocumentInput[];
}
export const useWalkIn = () =>
  useCarMutation((communityID, b: WalkIn) =>
    callOp(carManagementOps.carCreate, { body: { communityID, ...b } }),
  );
export const useSavePolicy = () =>
  useCarMutation((communityID, p: CarPolicy) =>
    callOp(carRegisterOps.policyUpdate, { body: { communityID, ...p } }),
  );

export const exportCars = (communityID: string) =>
  downloadFile(carManagementOps.carExport.path, { communityID }, 'cars.xlsx');
export const carSheetTemplate = (communityID: string) =>
  downloadFile(carManagementOps.carSheetTemplate.path, { communityID }, 'car-sheet-template.xlsx');

/** Uploads one paper (a picture or a PDF); answers the key a car's create or update names. */
export const useUploadCarDocument = () => {
  const communityID = useCommunityID();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return (await callOp(carRegisterOps.document, { query: { communityID }, body })).data;
    },
  });
};

/** The office's car sheet: every row saved approved, or (any problem) none and the refusal says where. */
export const useCarSheet = () =>
  useCarMutation(async (communityID, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return (await callOp(carManagementOps.carSheet, { query: { communityID }, body })).data;
  });
