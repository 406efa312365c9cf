import { asc } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import type { DeskWork } from './desk-work';
import { isWaiting } from './list-filter-queries';
import { DAY_MS, formatLocal } from './local-time';
import { selectParcels, toParcel } from './parcel-row-queries';
import { parcels } from './tables';

/** A sheet is for reading, not a data dump; a desk with more waiting than this has other problems. */
const MAX_ROWS = 20_000;

const HEADER = [
  'Parcel no.',
  'Tracking number',
  'Carrier',
  'Type',
  'Unit',
  'Building',
  'Recipient',
  'Phone',
  'Received',
  'Days waiting',
  'Overdue',
  'Note',
];

/** Every waiting parcel, oldest first, with its age: export/remaining/report. */
export async function remainingWorkbook(w: DeskWork): Promise<Buffer> {
  const rows = await selectParcels(w.tx)
    .where(w.scope.owns(parcels, isWaiting))
    .orderBy(asc(parcels.receivedAt), asc(parcels.no))
    .limit(MAX_ROWS);
  const now = Date.now();
  const data = rows.map((row) => {
    const p = toParcel(row, w, now);
    return [
      p.no,
      p.trackingNo,
      p.carrier,
      p.type,
      p.unitNo,
      p.buildingName ?? '',
      p.recipientName,
      p.recipientPhone ?? '',
      formatLocal(row.p.receivedAt, w.desk.timeZone),
      Math.floor((now - row.p.receivedAt.getTime()) / DAY_MS),
      p.isOverdue ? 'yes' : 'no',
      p.note ?? '',
    ];
  });
  return writeXlsxFile([HEADER.map((value) => ({ value, fontWeight: 'bold' as const })), ...data], {
    sheet: 'Waiting parcels',
    stickyRowsCount: 1,
  }).toBuffer();
}
