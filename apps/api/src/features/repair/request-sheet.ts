import type { RepairRequest, RepairState } from '@cc/contracts/repair-records';
import type { Row } from 'write-excel-file/node';
import { headerCell } from '../../platform/files/spreadsheet';
import { localDate } from '../../platform/time/zone-clock';

/** State names as the Thai office reads them in a sheet. */
export const STATE_TH: Record<RepairState, string> = {
  NEW: 'รอรับเรื่อง',
  ACCEPTED: 'รับเรื่องแล้ว',
  REJECTED: 'ไม่รับเรื่อง',
  QUOTED: 'รออนุมัติราคา',
  APPROVED: 'อนุมัติราคาแล้ว',
  DECLINED: 'ไม่อนุมัติราคา',
  SCHEDULED: 'นัดช่างแล้ว',
  IN_PROGRESS: 'กำลังซ่อม',
  CLOSE_REQUESTED: 'รอยืนยันปิดงาน',
  CLOSED: 'ปิดงาน',
  REVIEWED: 'ให้คะแนนแล้ว',
  FORCE_CLOSED: 'ปิดงานโดยนิติบุคคล',
  CANCELLED: 'ยกเลิก',
};

/** Requests as one sheet, dates on the community's calendar. */
export function requestSheet(items: RepairRequest[], timeZone: string): { sheet: string; data: Row[] }[] {
  return [
    {
      sheet: 'แจ้งซ่อม',
      data: [
        [
          headerCell('เลขที่', 'No.'),
          headerCell('วันที่แจ้ง', 'Filed'),
          headerCell('ห้อง', 'Unit'),
          headerCell('ผู้แจ้ง', 'Requester'),
          headerCell('โทรศัพท์', 'Phone'),
          headerCell('หมวด', 'Category'),
          headerCell('รายละเอียด', 'Description'),
          headerCell('สถานะ', 'State'),
          headerCell('ช่าง', 'Technician'),
          headerCell('ราคาเสนอ (บาท)', 'Quote (THB)'),
          headerCell('คะแนน', 'Stars'),
          headerCell('SLA', 'SLA'),
        ],
        ...items.map((x) => [
          { value: x.no },
          { value: localDate(new Date(x.createdAt), timeZone) },
          { value: x.unitNo },
          { value: x.requester.name },
          { value: x.requester.phone ?? '' },
          { value: x.categoryName },
          { value: x.description },
          { value: STATE_TH[x.state] },
          { value: x.appointment?.technicianName ?? '' },
          x.quoteTotalSatang === null ? null : { value: x.quoteTotalSatang / 100, format: '#,##0.00' },
          x.stars === null ? null : { value: x.stars },
          { value: x.sla },
        ]),
      ],
    },
  ];
}
