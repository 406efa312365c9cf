import { PARCEL_TABS, type ParcelTab } from '@cc/contracts/parcel';
import { useSearchParams } from 'react-router';
import type { ParcelFilter } from '../api/desk-list';

const FILTER_KEYS = ['from', 'to', 'buildingID', 'unitID', 'type', 'carrier', 'status'] as const;

/** The list's tab and filters live in the address, so back, reload and a shared link keep them. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: ParcelTab = (PARCEL_TABS as readonly string[]).includes(raw ?? '') ? (raw as ParcelTab) : 'all';
  const filter: ParcelFilter = {};
  for (const k of FILTER_KEYS) {
    const v = params.get(k);
    if (v) filter[k] = v;
  }
  const write = (nextTab: ParcelTab, f: ParcelFilter) => {
    const p = new URLSearchParams();
    if (nextTab !== 'all') p.set('tab', nextTab);
    for (const k of FILTER_KEYS) if (f[k]) p.set(k, f[k]!);
    setParams(p, { replace: true });
  };
  return {
    tab,
    filter,
    setTab: (t: ParcelTab) => write(t, filter),
    setFilter: (f: ParcelFilter) => write(tab, f),
  };
}
