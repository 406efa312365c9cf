import type { RepairState } from '@cc/contracts/repair-records';

/** The list's tabs: single states, and groups the office reads together. */
export const LIST_TABS = [
  'OPEN',
  'NEW',
  'ACCEPTED',
  'QUOTED',
  'APPROVED',
  'SCHEDULED',
  'IN_PROGRESS',
  'CLOSE_REQUESTED',
  'CLOSED',
  'REVIEWED',
  'REJECTED',
  'DECLINED',
  'FORCE_CLOSED',
  'CANCELLED',
] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** The list's filters as the address holds them (a filtered list can be shared or reloaded). */
export interface RequestFilter {
  state: ListTab;
  categoryID?: string;
  buildingID?: string;
  technicianID?: string;
  from?: string;
  to?: string;
  unitNo?: string;
  breached?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the address says; what does not parse is left out, never an error (the open tab by default). */
export function readRequestFilter(p: URLSearchParams): RequestFilter {
  const state = p.get('state');
  const f: RequestFilter = {
    state: state && (LIST_TABS as readonly string[]).includes(state) ? (state as ListTab) : 'OPEN',
  };
  for (const key of ['categoryID', 'buildingID', 'technicianID'] as const) {
    const v = p.get(key);
    if (v && UUID.test(v)) f[key] = v;
  }
  const from = p.get('from');
  const to = p.get('to');
  if (from && DAY.test(from) && to && DAY.test(to) && from <= to) {
    f.from = from;
    f.to = to;
  }
  const unitNo = p.get('unitNo')?.trim();
  if (unitNo) f.unitNo = unitNo.slice(0, 20);
  if (p.get('breached') === 'true') f.breached = true;
  return f;
}

/** The address for a filter: only the set ones, in a stable order; the open tab is the default. */
export function writeRequestFilter(f: RequestFilter): URLSearchParams {
  const p = new URLSearchParams();
  if (f.state !== 'OPEN') p.set('state', f.state);
  for (const key of ['categoryID', 'buildingID', 'technicianID'] as const) if (f[key]) p.set(key, f[key]);
  if (f.from && f.to) {
    p.set('from', f.from);
    p.set('to', f.to);
  }
  if (f.unitNo) p.set('unitNo', f.unitNo);
  if (f.breached) p.set('breached', 'true');
  return p;
}

/** The list operation's query for a filter (the flag travels as the text the contract reads). */
export function listQuery(f: RequestFilter) {
  const { breached, state, ...rest } = f;
  return {
    ...rest,
    state: state as RepairState | 'OPEN',
    breached: breached ? ('true' as const) : undefined,
  };
}
