import { SUGGESTION_TAB_STATES, type SuggestionTabState } from '@cc/contracts/suggestion-records';
import type { SuggestionFilter } from './api/suggestion';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter from the address: an unknown tab reads as NEW, a half range as none. */
export function readFilter(p: URLSearchParams): SuggestionFilter {
  const state = p.get('state') as SuggestionTabState | null;
  const from = p.get('from') ?? '';
  const to = p.get('to') ?? '';
  return {
    state: state && SUGGESTION_TAB_STATES.includes(state) ? state : 'NEW',
    category: p.get('category') || undefined,
    ...(DAY.test(from) && DAY.test(to) ? { from, to } : {}),
  };
}

export function writeFilter(f: SuggestionFilter): URLSearchParams {
  const p = new URLSearchParams({ state: f.state });
  if (f.category) p.set('category', f.category);
  if (f.from && f.to) {
    p.set('from', f.from);
    p.set('to', f.to);
  }
  return p;
}
