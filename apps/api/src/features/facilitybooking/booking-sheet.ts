import type { Booking } from '@cc/contracts/facilitybooking';
import type { Row } from 'write-excel-file/node';
import { headerCell } from '../../platform/files/spreadsheet';

/** State names as the Thai office reads them in a sheet. */
const STATE_TH: Record<Booking['state'], string> = {
  PENDING: 'รออนุมัติ',
  CONFIRMED: 'ยืนยันแล้ว',
  REJECTED: 'ไม่อนุมัติ',
  EXPIRED: 'หมดเวลา',
  CANCELLED: 'ยกเลิก',
  CHECKED_IN: 'เช็คอินแล้ว',
  NO_SHOW: 'ไม่มาใช้บริการ',
  COMPLETED: 'ใช้บริการแล้ว',
};
const DEPOSIT_TH: Record<Booking['depositState'], string> = {
  NONE: '-',
  DUE: 'รอรับมัดจำ',
  RECEIVED: 'รับมัดจำแล้ว',
  REFUNDED: 'คืนมัดจำแล้ว',
  FORFEITED: 'ริบมัดจำ',
};
const baht = (satang: number) => ({ value: satang / 100, format: '#,##0.00' });

/** Bookings as one sheet, times in the community's clock (`local` formats them). */
export function bookingSheet(
  bookings: Booking[],
  local: (iso: string) => string,
): { sheet: string; data: Row[] }[] {
  return [
    {
      sheet: 'การจอง',
      data: [
        [
          headerCell('ส่วนกลาง', 'Facility'),
          headerCell('ห้อง', 'Unit'),
          headerCell('เริ่ม', 'Starts'),
          headerCell('สิ้นสุด', 'Ends'),
          headerCell('จำนวนคน', 'People'),
          headerCell('สถานะ', 'State'),
          headerCell('ค่าบริการ (บาท)', 'Fee (THB)'),
          headerCell('มัดจำ (บาท)', 'Deposit (THB)'),
          headerCell('สถานะมัดจำ', 'Deposit state'),
          headerCell('ผู้จอง', 'Booked by'),
          headerCell('หมายเหตุ', 'Note'),
        ],
        ...bookings.map((b) => [
          { value: b.facilityName },
          { value: b.unitNo },
          { value: local(b.startsAt) },
          { value: local(b.endsAt) },
          { value: b.people },
          { value: STATE_TH[b.state] },
          baht(b.feeSatang),
          baht(b.depositSatang),
          { value: DEPOSIT_TH[b.depositState] },
          { value: b.bookedBy.name },
          { value: [b.note, b.reason].filter(Boolean).join(' / ') },
        ]),
      ],
    },
  ];
}

/** The utilisation report as two sheets: per facility, and bookings by weekday and hour. */
export function utilisationSheets(report: {
  facilities: { name: string; used: number; bookings: number; noShows: number; noShowRate: number }[];
  heat: { weekday: number; hour: number; bookings: number }[];
}): { sheet: string; data: Row[] }[] {
  const days = ['อา.', 'จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.'];
  const hours = [...new Set(report.heat.map((h) => h.hour))].sort((a, b) => a - b);
  const at = new Map(report.heat.map((h) => [`${h.weekday}|${h.hour}`, h.bookings]));
  return [
    {
      sheet: 'การใช้งาน',
      data: [
        [
          headerCell('ส่วนกลาง', 'Facility'),
          headerCell('ใช้ไป (%)', 'Used (%)'),
          headerCell('การจอง', 'Bookings'),
          headerCell('ไม่มา', 'No-shows'),
          headerCell('อัตราไม่มา (%)', 'No-show rate (%)'),
        ],
        ...report.facilities.map((f) => [
          { value: f.name },
          { value: f.used * 100, format: '0.0' },
          { value: f.bookings },
          { value: f.noShows },
          { value: f.noShowRate * 100, format: '0.0' },
        ]),
      ],
    },
    {
      sheet: 'วันและเวลา',
      data: [
        [
          headerCell('วัน', 'Day'),
          ...hours.map((h) => ({ value: `${String(h).padStart(2, '0')}:00`, fontWeight: 'bold' as const })),
        ],
        ...days.map((d, i) => [{ value: d }, ...hours.map((h) => ({ value: at.get(`${i}|${h}`) ?? 0 }))]),
      ],
    },
  ];
}
