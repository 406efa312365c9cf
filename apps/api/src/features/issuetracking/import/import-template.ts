import { ISSUE_IMPORT_MAX_ROWS } from '@cc/contracts/issuetracking';
import { ISSUE_IMPORT_COLUMNS, ISSUE_IMPORT_MAX_BYTES } from '@cc/contracts/issuetracking-report-ops';
import writeXlsxFile from 'write-excel-file/node';

const HOW: Record<(typeof ISSUE_IMPORT_COLUMNS)[number]['key'], string> = {
  title: 'หัวข้อของงาน ไม่เกิน 120 ตัวอักษร (ต้องกรอก) / The task title, at most 120 characters (required)',
  text: 'รายละเอียด ไม่เกิน 5,000 ตัวอักษร / Details, at most 5,000 characters',
  priority: 'ด่วนมาก สูง ปกติ ต่ำ หรือ URGENT HIGH NORMAL LOW (ว่าง = ปกติ) / blank is NORMAL',
  dueDate: 'YYYY-MM-DD หรือ DD/MM/YYYY (พ.ศ. ได้) / a date; blank: by the office’s deadline rules',
  unitNo: 'เลขห้องตามทะเบียน เช่น B-0801 / the unit number as the directory writes it',
  labels: 'คั่นด้วยจุลภาค เช่น ห้องน้ำ, รั่วซึม / comma-separated',
};

/** The heading the template writes for a column; the import reads either half of it. */
export const templateHeading = (c: (typeof ISSUE_IMPORT_COLUMNS)[number]) => `${c.thaiHeader} / ${c.header}`;

/** The defect list template: the headings to fill in, and a second sheet saying what each takes. */
export function templateXlsx(): Promise<Buffer> {
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const guide = [
    [bold('คอลัมน์ / Column'), bold('ต้องกรอก / Required'), bold('วิธีกรอก / What to write')],
    ...ISSUE_IMPORT_COLUMNS.map((c) => [templateHeading(c), c.required ? 'ใช่ / yes' : '—', HOW[c.key]]),
    [],
    [
      bold('สูงสุด / At most'),
      `${ISSUE_IMPORT_MAX_ROWS} แถว / rows, ${ISSUE_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
    ],
  ];
  return writeXlsxFile([
    {
      sheet: 'Defects',
      data: [ISSUE_IMPORT_COLUMNS.map((c) => bold(templateHeading(c)))],
      stickyRowsCount: 1,
      columns: ISSUE_IMPORT_COLUMNS.map(() => ({ width: 24 })),
    },
    { sheet: 'How to fill in', data: guide, columns: [{ width: 26 }, { width: 16 }, { width: 90 }] },
  ]).toBuffer();
}
