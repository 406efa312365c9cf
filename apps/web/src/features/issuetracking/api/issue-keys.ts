import { communityKey } from '../../../shared/api/query-keys';

/** The list filters a task query is keyed by (the same object the query sends). */
export type TaskListFilters = Readonly<Record<string, string | undefined>>;

const all = (communityID: string) => communityKey('issuetracking', communityID);

/**
 * Every issue-tracking query key, per community (convention in shared/api/query-keys). All start
 * with `all(communityID)`, so one invalidation after a change refreshes the lists, the board, the
 * card and the reports together; the narrower keys let a change refresh less when it knows what
 * it touched. The board's hooks (task-board/) use these same keys.
 */
export const issuetrackingKeys = {
  all,
  groups: (communityID: string) => [...all(communityID), 'groups'] as const,
  tasks: (communityID: string) => [...all(communityID), 'tasks'] as const,
  currentTasks: (communityID: string, filters: TaskListFilters = {}) =>
    [...all(communityID), 'tasks', 'current', filters] as const,
  closedTasks: (communityID: string, filters: TaskListFilters = {}) =>
    [...all(communityID), 'tasks', 'closed', filters] as const,
  search: (communityID: string, q: string) => [...all(communityID), 'tasks', 'search', q] as const,
  task: (communityID: string, taskID: string) => [...all(communityID), 'task', taskID] as const,
  board: (communityID: string, groupID: string) => [...all(communityID), 'board', groupID] as const,
  comments: (communityID: string, taskID: string) =>
    [...all(communityID), 'task', taskID, 'comments'] as const,
  activity: (communityID: string, taskID: string) =>
    [...all(communityID), 'task', taskID, 'activity'] as const,
  summary: (communityID: string) => [...all(communityID), 'summary'] as const,
  settings: (communityID: string) => [...all(communityID), 'settings'] as const,
  assignees: (communityID: string) => [...all(communityID), 'assignees'] as const,
  reports: (communityID: string) => [...all(communityID), 'reports'] as const,
};
