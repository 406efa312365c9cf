import type { IssuePriority, IssueStage } from '@cc/contracts/issuetracking';

/** How the office's Thai workbooks name stages, priorities and months. */
export const STAGE_TH: Record<IssueStage, string> = {
  TODO: 'รอดำเนินการ',
  DOING: 'กำลังดำเนินการ',
  WAITING: 'รอติดตาม',
  CLOSED: 'ปิดแล้ว',
};
export const PRIORITY_TH: Record<IssuePriority, string> = {
  URGENT: 'ด่วนมาก',
  HIGH: 'สูง',
  NORMAL: 'ปกติ',
  LOW: 'ต่ำ',
};

/** `2026-11` as `พฤศจิกายน 2569`: Buddhist-era years, as the office reads them. */
export function thaiMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** A time as the community's wall clock reads it: `2026-11-25 14:30`. */
export const wallClock = (timeZone: string) => {
  const f = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' });
  return (at: Date | string | null) => (at ? f.format(new Date(at)) : '');
};
