import type { RegulationCategory } from '@cc/contracts/regulation';
import type { DocumentListQuery, VersionContent } from '@cc/contracts/regulation-inputs';
import { regulationOps } from '@cc/contracts/regulation-ops';
import {
  infiniteQueryOptions,
  keepPreviousData,
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

export type DocumentFilter = Omit<DocumentListQuery, 'communityID' | 'lastKey' | 'limit'>;

/** The area's keys (convention in shared/api/query-keys). */
export const regulationKeys = {
  all: (communityID: string) => communityKey('regulation', communityID),
  list: (communityID: string, f: DocumentFilter) => [...regulationKeys.all(communityID), 'list', f] as const,
  detail: (communityID: string, id: string) => [...regulationKeys.all(communityID), 'detail', id] as const,
  report: (communityID: string, id: string) => [...regulationKeys.all(communityID), 'report', id] as const,
  history: (communityID: string) => [...regulationKeys.all(communityID), 'history'] as const,
  summary: (communityID: string) => [...regulationKeys.all(communityID), 'summary'] as const,
};

const PAGE = 20;

export const documentListQuery = (communityID: string, f: DocumentFilter) =>
  infiniteQueryOptions({
    queryKey: regulationKeys.list(communityID, f),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      callOp(regulationOps.list, { query: { communityID, ...f, lastKey: pageParam, limit: PAGE } }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useDocumentList = (f: DocumentFilter) =>
  useInfiniteQuery({ ...documentListQuery(useCommunityID(), f), placeholderData: keepPreviousData });

export const documentQuery = (communityID: string, documentID: string) =>
  queryOptions({
    queryKey: regulationKeys.detail(communityID, documentID),
    queryFn: async () => (await callOp(regulationOps.detail, { query: { communityID, documentID } })).data,
  });

export const useDocument = (documentID: string | null) => {
  const communityID = useCommunityID();
  return useQuery({ ...documentQuery(communityID, documentID ?? ''), enabled: Boolean(documentID) });
};

/** The report of one version; its units still owing come a page at a time. */
export const reportQuery = (communityID: string, versionID: string) =>
  infiniteQueryOptions({
    queryKey: regulationKeys.report(communityID, versionID),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      (
        await callOp(regulationOps.report, {
          query: { communityID, versionID, lastKey: pageParam, limit: 50 },
        })
      ).data,
    getNextPageParam: (last) => last.pendingLastKey ?? undefined,
  });

export const useVersionReport = (versionID: string | null) => {
  const communityID = useCommunityID();
  return useInfiniteQuery({ ...reportQuery(communityID, versionID ?? ''), enabled: Boolean(versionID) });
};

export const historyQuery = (communityID: string) =>
  queryOptions({
    queryKey: regulationKeys.history(communityID),
    queryFn: async () => (await callOp(regulationOps.historyReport, { query: { communityID } })).data,
  });

export const useHistory = () => useQuery(historyQuery(useCommunityID()));

export const summaryQuery = (communityID: string) =>
  queryOptions({
    queryKey: regulationKeys.summary(communityID),
    queryFn: async () => (await callOp(regulationOps.summary, { query: { communityID } })).data,
  });

export const useRegulationSummary = () => useQuery(summaryQuery(useCommunityID()));

/** Every change answers the document; the area is read again so lists, figures and reports agree. */
function useRegulationMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: regulationKeys.all(communityID) }),
  });
}

export interface VersionSave extends Omit<VersionContent, 'bodyHtml' | 'fileID'> {
  bodyHtml: string | null;
  fileID: string | null;
  /** Which save: a new document, a draft changed, or the next version of a document. */
  target: { kind: 'new' } | { kind: 'draft'; versionID: string } | { kind: 'next'; documentID: string };
  category: RegulationCategory;
  title: string;
}

export const useSaveVersion = () =>
  useRegulationMutation(async (communityID, { target, category, title, ...content }: VersionSave) => {
    if (target.kind === 'new')
      return (await callOp(regulationOps.create, { body: { communityID, category, title, ...content } }))
        .data;
    if (target.kind === 'draft')
      return (
        await callOp(regulationOps.update, {
          body: { communityID, versionID: target.versionID, category, title, ...content },
        })
      ).data;
    return (
      await callOp(regulationOps.versionCreate, {
        body: { communityID, documentID: target.documentID, ...content },
      })
    ).data;
  });

export const usePublishVersion = () =>
  useRegulationMutation(async (communityID, versionID: string) =>
    callOp(regulationOps.publish, { body: { communityID, versionID } }),
  );

/** Throws a draft away; the API refuses a published version and a document's only version. */
export const useDiscardDraft = () =>
  useRegulationMutation(async (communityID, versionID: string) =>
    callOp(regulationOps.versionDiscard, { body: { communityID, versionID } }),
  );

export const useArchiveDocument = () =>
  useRegulationMutation(async (communityID, input: { documentID: string; reason: string }) =>
    callOp(regulationOps.archive, { body: { communityID, ...input } }),
  );

export const useRemind = () =>
  useRegulationMutation(
    async (communityID, versionID: string) =>
      (await callOp(regulationOps.remind, { body: { communityID, versionID } })).data,
  );

export async function uploadPdf(communityID: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return (await callOp(regulationOps.file, { query: { communityID }, body })).data;
}

export const downloadReport = (communityID: string, versionID: string) =>
  downloadFile(
    regulationOps.reportExcel.path,
    { communityID, versionID },
    'regulation-acknowledgements.xlsx',
  );
