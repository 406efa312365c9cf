import { MESSAGE_AUDIENCES, type MessageAudience } from '@cc/contracts/billing-message';
import { SEARCH_MAX } from '@cc/contracts/paging';
import type { MessageFilter } from './api/messages';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEYS = ['q', 'from', 'to', 'audience', 'includeRecalled'] as const;

/** The search's filters as the address says them; what does not parse is left out, never an error. */
export function readMessageFilter(p: URLSearchParams): MessageFilter {
  const f: MessageFilter = {};
  const q = p.get('q')?.trim();
  if (q) f.q = q.slice(0, SEARCH_MAX);
  for (const key of ['from', 'to'] as const) {
    const day = p.get(key);
    if (day && DAY.test(day)) f[key] = day;
  }
  const audience = p.get('audience') as MessageAudience | null;
  if (audience && MESSAGE_AUDIENCES.includes(audience)) f.audience = audience;
  if (p.get('includeRecalled') === 'true') f.includeRecalled = 'true';
  return f;
}

/** The message a notice or a row opened (its drawer), when the address names a valid one. */
export const openedMessage = (p: URLSearchParams) => {
  const id = p.get('messageID');
  return id && UUID.test(id) ? id : undefined;
};

/** The address for a filter and an opened message: only the set ones, in a stable order. */
export function writeMessageParams(f: MessageFilter, messageID?: string): URLSearchParams {
  const p = new URLSearchParams();
  for (const key of KEYS) {
    const value = f[key];
    if (value) p.set(key, value);
  }
  if (messageID) p.set('messageID', messageID);
  return p;
}
