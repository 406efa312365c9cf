import type { Row } from 'write-excel-file/node';
import { headerCell } from '../../platform/files/spreadsheet';
import type { Results } from './results';

const baht = (satang: number) => ({ value: satang / 100, format: '#,##0.00' });
const hours = (h: number | null) => (h === null ? null : { value: h, format: '0.0' });

/** The results as the office files them: the months on one sheet, the stars on a second. */
export function resultsSheet(results: Results): { sheet: string; data: Row[] }[] {
  const starRow = (s: { name: string; stars: number; reviews: number }, kind: string) => [
    { value: kind },
    { value: s.name },
    { value: s.stars, format: '0.00' },
    { value: s.reviews },
  ];
  return [
    {
      sheet: 'ผลการดำเนินงาน',
      data: [
        [
          headerCell('เดือน', 'Month'),
          headerCell('รับแจ้ง', 'Received'),
          headerCell('รับเรื่อง', 'Accepted'),
          headerCell('ไม่รับเรื่อง', 'Rejected'),
          headerCell('ปิดงาน', 'Closed'),
          headerCell('ปิดงานโดยนิติบุคคล', 'Force closed'),
          headerCell('ชม. ถึงรับเรื่อง (มัธยฐาน)', 'Median hours to accept'),
          headerCell('ชม. ถึงเข้าซ่อม (มัธยฐาน)', 'Median hours to visit'),
          headerCell('ชม. ถึงปิดงาน (มัธยฐาน)', 'Median hours to close'),
          headerCell('ปิดงานภายใน SLA', 'Closed within SLA'),
          headerCell('ราคาเสนอ (บาท)', 'Quoted (THB)'),
          headerCell('เก็บเงินได้ (บาท)', 'Collected (THB)'),
        ],
        ...results.months.map((m) => [
          { value: m.month },
          { value: m.received },
          { value: m.accepted },
          { value: m.rejected },
          { value: m.closed },
          { value: m.forceClosed },
          hours(m.medianHoursToAccept),
          hours(m.medianHoursToVisit),
          hours(m.medianHoursToClose),
          m.withinSla === null ? null : { value: m.withinSla, format: '0.0%' },
          baht(m.quotedSatang),
          baht(m.collectedSatang),
        ]),
      ],
    },
    {
      sheet: 'คะแนน',
      data: [
        [
          headerCell('ตาม', 'By'),
          headerCell('ชื่อ', 'Name'),
          headerCell('คะแนนเฉลี่ย', 'Average stars'),
          headerCell('จำนวนรีวิว', 'Reviews'),
        ],
        ...results.starsByCategory.map((s) => starRow(s, 'หมวด / Category')),
        ...results.starsByTechnician.map((s) => starRow(s, 'ช่าง / Technician')),
      ],
    },
  ];
}
