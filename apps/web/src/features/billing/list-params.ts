import { BILL_STATUSES, PERIOD_PATTERN } from '@cc/contracts/billing';
import type { BillFilter } from './api/billing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's filters as the address says them; what does not parse is left out, never an error. */
export function readBillFilter(p: URLSearchParams): BillFilter {
  const f: BillFilter = {};
  const period = p.get('period');
  if (period && PERIOD_PATTERN.test(period)) f.period = period;
  const status = p.get('status') as BillFilter['status'];
  if (status && (BILL_STATUSES as readonly string[]).includes(status)) f.status = status;
  const buildingID = p.get('buildingID');
  if (buildingID && UUID.test(buildingID)) f.buildingID = buildingID;
  if (p.get('overdue') === 'true') f.overdue = 'true';
  return f;
}

/** The address for a filter: only the set ones, in a stable order. */
export function writeBillFilter(f: BillFilter): URLSearchParams {
  const p = new URLSearchParams();
  for (const key of ['period', 'status', 'buildingID', 'overdue'] as const) {
    const value = f[key];
    if (value) p.set(key, value);
  }
  return p;
}
