import { ISSUE_PRIORITIES, type IssuePriority } from '@cc/contracts/issuetracking';

/** The list filters the page offers (the closed tab uses the group only). */
export interface ListFilters {
  groupID?: string;
  assigneeID?: string;
  priority?: IssuePriority;
  overdue?: boolean;
}

export type ListTab = 'current' | 'closed';
/** `import` is the defect list import (defect-import/), opened from this page. */
export type ListView = 'list' | 'report' | 'settings' | 'import';

/** Everything the list page shows, as the address says it. */
export interface ListState {
  tab: ListTab;
  view: ListView;
  filters: ListFilters;
  /** The search text; blank: the list. */
  q: string;
}

/** One-off requests from the menu: the page acts, then drops them from the address. */
export type ListRequest = 'focusSearch' | 'readAll' | null;

const VIEWS: readonly ListView[] = ['list', 'report', 'settings', 'import'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A hand-typed or stale address never breaks the page: what does not parse is left out. */
export function readListParams(p: URLSearchParams): ListState {
  const view = p.get('view') as ListView;
  const priority = p.get('priority') as IssuePriority;
  const filters: ListFilters = {};
  const groupID = p.get('groupID');
  if (groupID && UUID.test(groupID)) filters.groupID = groupID;
  const assigneeID = p.get('assigneeID');
  if (assigneeID && UUID.test(assigneeID)) filters.assigneeID = assigneeID;
  if (ISSUE_PRIORITIES.includes(priority)) filters.priority = priority;
  if (p.get('overdue') === '1') filters.overdue = true;
  return {
    tab: p.get('tab') === 'closed' ? 'closed' : 'current',
    view: VIEWS.includes(view) ? view : 'list',
    filters,
    q: (p.get('q') ?? '').slice(0, 100),
  };
}

/** The address of a state: defaults are left out, so the plain page has the plain path. */
export function writeListParams(s: ListState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.view !== 'list') p.set('view', s.view);
  if (s.tab === 'closed') p.set('tab', 'closed');
  if (s.filters.groupID) p.set('groupID', s.filters.groupID);
  if (s.tab === 'current') {
    if (s.filters.assigneeID) p.set('assigneeID', s.filters.assigneeID);
    if (s.filters.priority) p.set('priority', s.filters.priority);
    if (s.filters.overdue) p.set('overdue', '1');
  }
  if (s.q.trim()) p.set('q', s.q.trim());
  return p;
}

/** The menu's actions: `?focus=search` and `?action=readAll`. */
export function readRequest(p: URLSearchParams): ListRequest {
  if (p.get('action') === 'readAll') return 'readAll';
  if (p.get('focus') === 'search') return 'focusSearch';
  return null;
}

/** The filters that apply to a tab: the closed list filters by group alone. */
export const filtersOfTab = (tab: ListTab, f: ListFilters): ListFilters =>
  tab === 'closed' ? (f.groupID ? { groupID: f.groupID } : {}) : f;
