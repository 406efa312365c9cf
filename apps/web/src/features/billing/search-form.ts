import type { EvidenceStatus } from '@cc/contracts/billing';
import type { Dayjs } from 'dayjs';
import type { EvidenceSearch } from './api/evidence';

export type SearchMode = EvidenceSearch['by'];

/** The form's search as the API takes it, or null while it lacks what its mode needs. */
export function searchOf(
  mode: SearchMode,
  v: { range: [Dayjs, Dayjs] | null; month: Dayjs | null; unitNo: string; status?: EvidenceStatus },
): EvidenceSearch | null {
  if (mode === 'date' && v.range)
    return {
      by: 'date',
      date: v.range[0].format('YYYY-MM-DD'),
      to: v.range[1].format('YYYY-MM-DD'),
      status: v.status,
    };
  if (mode === 'month' && v.month) return { by: 'month', month: v.month.format('YYYY-MM'), status: v.status };
  if (mode === 'unit' && v.unitNo.trim()) return { by: 'unit', unitNo: v.unitNo.trim(), status: v.status };
  return null;
}

/** A search as the workbook's query: the same filters the list answered. */
export const excelQuery = (s: EvidenceSearch) => {
  const { by, ...filters } = s;
  return filters;
};
