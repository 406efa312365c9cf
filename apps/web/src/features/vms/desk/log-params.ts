import { VISIT_STATES, VISITOR_TYPES } from '@cc/contracts/vms-records';
import { useSearchParams } from 'react-router';
import type { LogFilter } from './desk-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : undefined;
const day = (v: string | null) => (v && DAY.test(v) ? v : undefined);
const uuid = (v: string | null) => (v && UUID.test(v) ? v : undefined);

export interface LogParams {
  filter: LogFilter;
  /** The chosen unit's number, kept beside its ID so the filter reads right after a reload. */
  unitNo?: string;
  q: string;
  visitID: string | null;
}

/** The log's state from the address; values that do not parse are dropped, never sent. */
export function readLogParams(params: URLSearchParams): LogParams {
  const unitID = uuid(params.get('unitID'));
  return {
    filter: {
      from: day(params.get('from')),
      to: day(params.get('to')),
      unitID,
      visitorType: oneOf(VISITOR_TYPES, params.get('type')),
      state: oneOf(VISIT_STATES, params.get('state')),
    },
    unitNo: unitID ? (params.get('unitNo') ?? undefined) : undefined,
    q: params.get('q')?.trim() ?? '',
    visitID: uuid(params.get('visitID')) ?? null,
  };
}

/** The address of the log in a state: `tab=log` first, then only what is set. */
export function logSearch(next: LogParams): URLSearchParams {
  const p = new URLSearchParams({ tab: 'log' });
  const f = next.filter;
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.unitID) {
    p.set('unitID', f.unitID);
    if (next.unitNo) p.set('unitNo', next.unitNo);
  }
  if (f.visitorType) p.set('type', f.visitorType);
  if (f.state) p.set('state', f.state);
  if (next.q) p.set('q', next.q);
  if (next.visitID) p.set('visitID', next.visitID);
  return p;
}

/**
 * The log's filters, search and open visit live in the address beside `tab=log`, so back, reload
 * and a link shared with a colleague keep them.
 */
export function useLogParams() {
  const [params, setParams] = useSearchParams();
  const state = readLogParams(params);
  const write = (next: LogParams) => setParams(logSearch(next), { replace: true });
  return {
    ...state,
    setFilter: (filter: LogFilter, unitNo?: string) => write({ ...state, filter, unitNo }),
    setQ: (q: string) => write({ ...state, q: q.trim() }),
    openVisit: (visitID: string | null) => write({ ...state, visitID }),
  };
}
