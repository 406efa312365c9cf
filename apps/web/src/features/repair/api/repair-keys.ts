import { communityKey } from '../../../shared/api/query-keys';
import type { RequestFilter } from '../list-params';

/**
 * The area's keys. Requests, counts, appointments, slots and the card sit under one `requests`
 * root: any step on a request moves all of them; settings sit apart.
 */
export const repairKeys = {
  all: (communityID: string) => communityKey('repair', communityID),
  requests: (communityID: string) => [...repairKeys.all(communityID), 'requests'] as const,
  list: (communityID: string, filter: RequestFilter) =>
    [...repairKeys.requests(communityID), 'list', filter] as const,
  counts: (communityID: string) => [...repairKeys.requests(communityID), 'counts'] as const,
  detail: (communityID: string, requestID: string) =>
    [...repairKeys.requests(communityID), 'detail', requestID] as const,
  search: (communityID: string, q: string) => [...repairKeys.requests(communityID), 'search', q] as const,
  history: (communityID: string, filter: object) =>
    [...repairKeys.requests(communityID), 'history', filter] as const,
  schedule: (communityID: string, from: string, to: string) =>
    [...repairKeys.requests(communityID), 'schedule', from, to] as const,
  slots: (communityID: string, categoryID: string, from: string, to: string) =>
    [...repairKeys.requests(communityID), 'slots', categoryID, from, to] as const,
  summary: (communityID: string) => [...repairKeys.requests(communityID), 'summary'] as const,
  results: (communityID: string, from: string, to: string) =>
    [...repairKeys.requests(communityID), 'results', from, to] as const,
  settings: (communityID: string) => [...repairKeys.all(communityID), 'settings'] as const,
  setting: (communityID: string, name: string) => [...repairKeys.settings(communityID), name] as const,
};
