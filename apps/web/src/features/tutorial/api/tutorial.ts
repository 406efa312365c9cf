import type { Lang } from '@cc/contracts/i18n';
import {
  tutorialOps as ops,
  type TutorialCreateInput,
  type TutorialKind,
  type TutorialUpdateInput,
} from '@cc/contracts/tutorial';
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

export interface TutorialFilter {
  kind?: TutorialKind;
  lang?: Lang;
  search?: string;
}

/** The area's keys (convention in shared/api/query-keys). */
export const tutorialKeys = {
  all: (communityID: string) => communityKey('tutorial', communityID),
  list: (communityID: string, filter: TutorialFilter) =>
    [...tutorialKeys.all(communityID), 'list', filter] as const,
  detail: (communityID: string, itemID: string) =>
    [...tutorialKeys.all(communityID), 'detail', itemID] as const,
  progress: (communityID: string, itemID: string) =>
    [...tutorialKeys.all(communityID), 'progress', itemID] as const,
};

export const TUTORIAL_PAGE = 24;

/** The tutorials shown, a keyset page at a time. */
export const tutorialListQuery = (communityID: string, filter: TutorialFilter, limit = TUTORIAL_PAGE) =>
  infiniteQueryOptions({
    queryKey: [...tutorialKeys.list(communityID, filter), limit],
    queryFn: ({ signal, pageParam }) =>
      callOp(ops.list, { query: { communityID, limit, ...filter, lastKey: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
export const useTutorialList = (filter: TutorialFilter, limit?: number) =>
  useInfiniteQuery(tutorialListQuery(useCommunityID(), filter, limit));

export const tutorialQuery = (communityID: string, itemID: string) =>
  queryOptions({
    queryKey: tutorialKeys.detail(communityID, itemID),
    queryFn: async ({ signal }) =>
      (await callOp(ops.detail, { query: { communityID, itemID }, signal })).data,
  });
export const useTutorial = (itemID: string) => useQuery(tutorialQuery(useCommunityID(), itemID));

export const useTutorialProgress = (itemID: string, enabled: boolean) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: tutorialKeys.progress(communityID, itemID),
    queryFn: async ({ signal }) =>
      (await callOp(ops.progressList, { query: { communityID, itemID }, signal })).items,
    enabled,
  });
};

/** Who watched or read what as an .xlsx file: one tutorial, one kind, or every tutorial (staff). */
export const downloadProgress = (communityID: string, scope: { itemID?: string; kind?: TutorialKind }) =>
  downloadFile(ops.progressExcel.path, { communityID, ...scope }, 'tutorial-progress.xlsx');

/** A change answers only itself; the area is read again so lists keep their order and figures. */
function useTutorialChange<I, O>(run: (communityID: string, input: I) => Promise<O>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => run(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: tutorialKeys.all(communityID) }),
  });
}

export type CreateTutorial = Omit<TutorialCreateInput, 'communityID'>;
export type UpdateTutorial = Omit<TutorialUpdateInput, 'communityID'>;

export const useCreateTutorial = () =>
  useTutorialChange(async (communityID, input: CreateTutorial) =>
    callOp(ops.create, { body: { communityID, ...input } }),
  );
export const useUpdateTutorial = () =>
  useTutorialChange(async (communityID, input: UpdateTutorial) =>
    callOp(ops.update, { body: { communityID, ...input } }),
  );
export const useArchiveTutorial = () =>
  useTutorialChange(async (communityID, itemID: string) =>
    callOp(ops.delete, { body: { communityID, itemID } }),
  );

/** Uploads a video or PR file; answers the key create and update take. */
export const useUploadTutorialFile = () => {
  const communityID = useCommunityID();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return (await callOp(ops.file, { query: { communityID }, body })).data;
    },
  });
};

/**
 * The viewer's own progress (staff watching in the console count too, as the resident app
 * reports the same call); the lists' figures are read again afterwards.
 */
export const useReportProgress = () =>
  useTutorialChange(
    async (communityID, input: { itemID: string; percent: number; positionSeconds: number }) =>
      (await callOp(ops.progress, { body: { communityID, ...input } })).data,
  );
