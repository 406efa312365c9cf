import type { ParcelSettings } from '@cc/contracts/parcel';
import { IMPORT_COLUMNS } from '@cc/contracts/parcel-import';
import writeXlsxFile from 'write-excel-file/node';
import { csvField } from '../../../platform/files/csv';

const HOW: Record<(typeof IMPORT_COLUMNS)[number]['key'], string> = {
  trackingNo: 'The carrier tracking number, 3 to 64 letters or digits',
  carrier: 'One of the carriers below',
  type: 'One of the type codes below; BOX when left blank',
  unitNo: 'The unit number as the directory writes it (A-0304 or A0304)',
  recipientName: 'The name on the label',
  recipientPhone: 'The recipient phone, 8 to 19 digits (optional)',
  note: 'At most 500 characters (optional)',
  receivedAt: 'YYYY-MM-DD HH:mm or DD/MM/YYYY HH:mm in local time; now when left blank (optional)',
};

const headings = () => IMPORT_COLUMNS.map((c) => c.header);

/** The template: the headings to fill in, and a second sheet saying what each column takes. */
export function templateXlsx(settings: ParcelSettings): Promise<Buffer> {
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const guide = [
    [bold('Column'), bold('Required'), bold('What to write')],
    ...IMPORT_COLUMNS.map((c) => [c.header, c.required ? 'yes' : 'no', HOW[c.key]]),
    [],
    [bold('Type codes'), settings.types.join(', ')],
    [bold('Carriers'), settings.carriers.join(', ')],
  ];
  return writeXlsxFile([
    {
      sheet: 'Parcels',
      data: [headings().map(bold)],
      stickyRowsCount: 1,
      columns: headings().map(() => ({ width: 20 })),
    },
    { sheet: 'How to fill in', data: guide, columns: [{ width: 18 }, { width: 10 }, { width: 80 }] },
  ]).toBuffer();
}

/** A byte-order mark first, so spreadsheet programs open the Thai text as UTF-8. */
export const templateCsv = () => `\uFEFF${headings().map(csvField).join(',')}\r\n`;
