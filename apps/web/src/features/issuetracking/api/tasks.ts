import { issueOps } from '@cc/contracts/issuetracking-ops';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import type { ListFilters } from '../list-params';
import { issuetrackingKeys } from './issue-keys';

/** Keyset page size of the lists. */
export const PAGE_SIZE = 20;

/** The filters the current list's call takes (the closed list takes only the group). */
const currentQuery = (f: ListFilters) => ({
  groupID: f.groupID,
  assigneeID: f.assigneeID,
  priority: f.priority,
  overdue: f.overdue ? 'true' : undefined,
});
const closedQuery = (f: ListFilters) => ({ groupID: f.groupID });

export const taskListQuery = (communityID: string, closed: boolean, f: ListFilters) => {
  const filters = closed ? closedQuery(f) : currentQuery(f);
  return infiniteQueryOptions({
    queryKey: closed
      ? issuetrackingKeys.closedTasks(communityID, filters)
      : issuetrackingKeys.currentTasks(communityID, filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(closed ? issueOps.task.closedList : issueOps.task.list, {
        query: { communityID, ...filters, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
};

export const useTaskList = (closed: boolean, f: ListFilters) =>
  useInfiniteQuery({ ...taskListQuery(useCommunityID(), closed, f), placeholderData: keepPreviousData });

/** Search through number, title, text and comments; the answer's total is the "found N". */
export const taskSearchQuery = (communityID: string, q: string, closed: boolean) =>
  infiniteQueryOptions({
    queryKey: [...issuetrackingKeys.search(communityID, q), closed ? 'CLOSED' : 'CURRENT'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(issueOps.task.search, {
        query: { communityID, q, stage: closed ? 'CLOSED' : 'CURRENT', lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useTaskSearch = (q: string, closed: boolean) =>
  useInfiniteQuery({
    ...taskSearchQuery(useCommunityID(), q, closed),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** Marks every task the caller sees read; the dots, the card's unread and the board refresh. */
export function useReadAll() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callOp(issueOps.comment.readAll, { body: { communityID } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: issuetrackingKeys.all(communityID) }),
  });
}

/** The list under its filters as .xlsx, downloaded with the signed-in user's token. */
export const downloadTasks = (communityID: string, closed: boolean, f: ListFilters) =>
  downloadFile(
    issueOps.report.taskExcel.path,
    { communityID, ...(closed ? closedQuery(f) : currentQuery(f)), closed: String(closed) },
    closed ? 'closed-tasks.xlsx' : 'current-tasks.xlsx',
  );

/** The print takes at most this many open tasks (50 pages of 100); a meeting list is far shorter. */
const PRINT_PAGES = 50;

/** Every current task under the filters, page after page, for the printed meeting list. */
export async function fetchAllCurrent(communityID: string, f: ListFilters) {
  const items = [];
  let lastKey: string | undefined;
  for (let page = 0; page < PRINT_PAGES; page++) {
    const answer = await callOp(issueOps.task.list, {
      query: { communityID, ...currentQuery(f), lastKey, limit: 100 },
    });
    items.push(...answer.items);
    lastKey = answer.lastKey ?? undefined;
    if (!lastKey) break;
  }
  return items;
}
