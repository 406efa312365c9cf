import { METER_IMPORT_COLUMNS } from '@cc/contracts/billing-import-ops';
import type { Row } from 'write-excel-file/node';

const bold = (value: string) => ({ value, fontWeight: 'bold' as const });

/** What each column takes, in Thai then English, for the template's second sheet. */
const HOW: Record<(typeof METER_IMPORT_COLUMNS)[number]['key'], string> = {
  unitNo: 'เลขที่ห้องตามทะเบียนห้อง / The unit number as the unit register writes it',
  period: 'เดือนที่เรียกเก็บ เช่น 2026-10 / The month billed, e.g. 2026-10',
  waterPrevious: 'เลขมิเตอร์น้ำครั้งก่อน (เว้นว่างได้) / Previous water reading (optional)',
  waterCurrent: 'เลขมิเตอร์น้ำครั้งนี้ ต้องไม่น้อยกว่าครั้งก่อน / Current water reading, not below the previous',
  powerPrevious: 'เลขมิเตอร์ไฟครั้งก่อน (เว้นว่างได้) / Previous power reading (optional)',
  powerCurrent: 'เลขมิเตอร์ไฟครั้งนี้ ต้องไม่น้อยกว่าครั้งก่อน / Current power reading, not below the previous',
  extraDescription: 'ชื่อรายการเพิ่มเติม (เว้นว่างได้) / An extra line’s description (optional)',
  extraAmount: 'จำนวนเงินของรายการเพิ่มเติม เป็นบาท / The extra line’s amount in baht',
};

/**
 * The meter sheet to fill in: Thai headings (English ones are accepted too), one example row
 * for a real unit of the community (the office overwrites it), and a sheet saying what each
 * column takes. Water and power are billed at the community's rates; the common fee, parking
 * and fixed lines come from the charge settings as for any bill.
 */
export function meterTemplateSheets(exampleUnitNo: string, period: string): { sheet: string; data: Row[] }[] {
  return [
    {
      sheet: 'มิเตอร์',
      data: [
        METER_IMPORT_COLUMNS.map((c) => bold(c.th)),
        [exampleUnitNo, period, 1520, 1535.5, 8200, 8410, 'ค่าซ่อมก๊อกน้ำ', 350],
      ],
    },
    {
      sheet: 'วิธีกรอก',
      data: [
        [bold('คอลัมน์ / Column'), bold('ต้องกรอก / Required'), bold('วิธีกรอก / What to write')],
        ...METER_IMPORT_COLUMNS.map((c) => [
          `${c.th} / ${c.en}`,
          c.required ? 'ใช่ / yes' : 'ไม่ / no',
          HOW[c.key],
        ]),
      ],
    },
  ];
}
