import { AGE_BUCKETS } from '@cc/contracts/issuetracking-report-ops';
import type { Row } from 'write-excel-file/node';
import { headerCell } from '../../platform/files/spreadsheet';
import { thaiMonth, wallClock } from './excel-labels';
import type { IssueWork } from './issue-work';
import { historyForExcel } from './report-history-queries';
import { monthReport, remainingReport, totalReport } from './report-queries';
import type { DayRange } from './report-range-queries';

/** A sheet is for reading at a meeting, not a data dump. */
export const EXCEL_MAX_ROWS = 10_000;
const bold = (value: string | number) => ({ value, fontWeight: 'bold' as const });

/**
 * The four reports of a range as one workbook: totals by state and group, the twelve months
 * ending with the range's last month, what remains open by age, and the range's closed tasks.
 */
export async function reportWorkbook(w: IssueWork, q: DayRange & { groupID?: string }) {
  const total = await totalReport(w, q);
  const months = await monthReport(w, { month: q.to?.slice(0, 7), groupID: q.groupID });
  const remaining = await remainingReport(w);
  const history = await historyForExcel(w, q, EXCEL_MAX_ROWS);
  const when = wallClock(w.timeZone);
  const s = total.byState;
  const totalSheet: Row[] = [
    [headerCell('สถานะ', 'State'), headerCell('จำนวน', 'Tasks')],
    ['รอดำเนินการ', s.TODO],
    ['กำลังดำเนินการ', s.DOING],
    ['รอติดตาม', s.WAITING],
    ['ปิดแล้ว', s.CLOSED],
    ['เกินกำหนด', s.OVERDUE],
    [],
    [
      headerCell('กลุ่ม', 'Group'),
      headerCell('ค้างอยู่', 'Current'),
      headerCell('ปิดแล้ว', 'Closed'),
      headerCell('เกินกำหนด', 'Overdue'),
    ],
    ...total.byGroup.map((g) => [g.name, g.current, g.closed, g.overdue]),
  ];
  const monthSheet: Row[] = [
    [
      headerCell('เดือน', 'Month'),
      headerCell('เปิดใหม่', 'Opened'),
      headerCell('ปิด', 'Closed'),
      headerCell('เรียกกลับ', 'Recalled'),
    ],
    ...months.map((m) => [thaiMonth(m.month), m.opened, m.closed, m.recalled]),
  ];
  const remainingSheet: Row[] = [
    [
      headerCell('กลุ่ม', 'Group'),
      ...AGE_BUCKETS.map((b) => headerCell(`${b} วัน`, `${b} days`)),
      headerCell('รวม', 'Total'),
    ],
    ...remaining.map((g) => [g.name, ...AGE_BUCKETS.map((b) => g.buckets[b]), g.total]),
  ];
  const historySheet: Row[] = [
    [
      headerCell('เลขที่', 'Number'),
      headerCell('หัวข้อ', 'Title'),
      headerCell('กลุ่ม', 'Group'),
      headerCell('สร้างเมื่อ', 'Created'),
      headerCell('ปิดเมื่อ', 'Closed'),
      headerCell('ผู้ปิด', 'Closed by'),
      headerCell('ชั่วโมงจนปิด', 'Hours to close'),
      headerCell('เรียกกลับ', 'Recalls'),
    ],
    ...history.map((h) => [
      h.number,
      h.title,
      h.groupName,
      when(h.createdAt),
      when(h.closedAt),
      h.closedBy?.name ?? '',
      h.hoursToClose,
      h.recallCount,
    ]),
    [],
    [bold('รวม / Total'), history.length],
  ];
  return [
    { sheet: 'Total', data: totalSheet },
    { sheet: 'Month', data: monthSheet },
    { sheet: 'Remaining', data: remainingSheet },
    { sheet: 'History', data: historySheet },
  ];
}
