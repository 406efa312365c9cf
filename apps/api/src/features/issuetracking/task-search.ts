import { decodeKey, pageOf } from '../../platform/http/keyset';
import type { IssueWork } from './issue-work';
import { badRequest } from './refusals';
import { findTasks, type SearchStage } from './search-queries';
import { taskViews } from './task-view';

export interface TaskSearch {
  q: string;
  stage: SearchStage;
  lastKey?: string;
  limit: number;
}

/**
 * task/search: the hits in keyset pages by number, and the total found (the page's "found N"),
 * counted up to a cap: past it `moreThanTotal` says so ("more than 1,000").
 */
export async function searchTasks(w: IssueWork, s: TaskSearch) {
  const afterNo = decodeKey(s.lastKey, 1)?.[0];
  if (afterNo !== undefined && typeof afterNo !== 'number') throw badRequest('BAD_LAST_KEY');
  const { rows, total, moreThanTotal } = await findTasks(w, {
    q: s.q,
    stage: s.stage,
    afterNo,
    limit: s.limit,
  });
  const { items, lastKey } = pageOf(rows, s.limit, (t) => [t.no]);
  return {
    isSuccess: true as const,
    items: (await taskViews(w, items)).tasks,
    lastKey,
    total,
    moreThanTotal,
  };
}
