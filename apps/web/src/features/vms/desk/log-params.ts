import { VISIT_STATES, VISITOR_TYPES } from '@cc/contracts/vms-records';
import { useSearchParams } from 'react-router';
import type { LogFilter } from './desk-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

export interface LogParams {
  filter: LogFilter;
  /** The chosen unit's number, kept beside its ID so the filter reads right after a reload. */
  unitNo?: string;
  q: string;
  visitID: string | null;
}

/**
 * The log's filters, search and open visit live in the address beside `tab=log`, so back, reload
 * and a link shared with a colleague keep them. Values that do not parse are dropped, not sent.
 */
export function useLogParams() {
  const [params, setParams] = useSearchParams();
  const get = (k: string) => params.get(k);
  const from = get('from');
  const to = get('to');
  const unitID = get('unitID');
  const state: LogParams = {
    filter: {
      from: from && DAY.test(from) ? from : undefined,
      to: to && DAY.test(to) ? to : undefined,
      unitID: unitID && UUID.test(unitID) ? unitID : undefined,
      visitorType: oneOf(VISITOR_TYPES, get('type')),
      state: oneOf(VISIT_STATES, get('state')),
    },
    unitNo: get('unitNo') ?? undefined,
    q: get('q')?.trim() ?? '',
    visitID: get('visitID') && UUID.test(get('visitID')!) ? get('visitID') : null,
  };
  const write = (next: LogParams) => {
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
    setParams(p, { replace: true });
  };
  return {
    ...state,
    setFilter: (filter: LogFilter, unitNo?: string) => write({ ...state, filter, unitNo }),
    setQ: (q: string) => write({ ...state, q: q.trim() }),
    openVisit: (visitID: string | null) => write({ ...state, visitID }),
  };
}
