import {
  SUGGESTION_RANGE_DAYS_MAX,
  SUGGESTION_TAB_STATES,
  type SuggestionCounts,
  type SuggestionExcelQuery,
} from '@cc/contracts/suggestion-records';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import { badRequest, notFound } from './refusals';
import { countRows, findSuggestion, type ListFilter, listRows } from './suggestion-queries';
import { detailOf, pageOf, shownRows } from './suggestion-view';
import type { SuggestionWork } from './suggestion-work';

const EXCEL_ROWS_MAX = 20_000;

export async function listPage(w: SuggestionWork, f: ListFilter, limit: number) {
  return pageOf(w, await listRows(w.tx, w.scope, f, limit + 1), limit);
}

/** Community days, both ends included, as instants: [from 00:00, the day after `to` 00:00). */
export function dayRange(w: SuggestionWork, from?: string, to?: string) {
  if (from && to) {
    if (to < from) throw badRequest('SUGGESTION_RANGE_BACKWARDS');
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days > SUGGESTION_RANGE_DAYS_MAX)
      throw badRequest('SUGGESTION_RANGE_TOO_LONG', { max: SUGGESTION_RANGE_DAYS_MAX });
  }
  return {
    from: from ? startOfLocalDay(from, w.timeZone) : undefined,
    to: to ? startOfLocalDay(addDays(to, 1), w.timeZone) : undefined,
  };
}

/** One suggestion: readers of all see any of the community's; an author only their own. */
export async function infoFor(w: SuggestionWork, id: string) {
  const row = await findSuggestion(w.tx, w.scope, id);
  if (!w.readsAll && row.authorUserId !== w.userId) throw notFound('SUGGESTION_NOT_FOUND');
  return detailOf(w, row);
}

export async function counts(w: SuggestionWork): Promise<SuggestionCounts> {
  const out: SuggestionCounts = {
    ...(Object.fromEntries(SUGGESTION_TAB_STATES.map((st) => [st, 0])) as Record<
      (typeof SUGGESTION_TAB_STATES)[number],
      number
    >),
    oldestWaitingAt: null,
  };
  for (const r of await countRows(w.tx, w.scope)) {
    if (r.state === 'DELETED') continue;
    out[r.state] = r.n;
    if (r.state === 'NEW' && r.oldest) out.oldestWaitingAt = new Date(r.oldest).toISOString();
  }
  return out;
}

export async function excelItems(w: SuggestionWork, q: SuggestionExcelQuery) {
  const range = dayRange(w, q.from, q.to);
  return shownRows(
    w,
    await listRows(w.tx, w.scope, { ...range, state: q.state, category: q.category }, EXCEL_ROWS_MAX),
  );
}
