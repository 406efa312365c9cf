import { eq } from 'drizzle-orm';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { deskWork } from '../desk-work';
import { allocateNumbers } from '../parcel-number-queries';
import { searchKeys } from '../search-keys';
import { parcelImports } from '../tables';
import type { ImportRow } from './check-row';
import { insertChunk } from './import-queries';

/** Rows per statement: progress is reported after each. */
export const CHUNK_ROWS = 500;

export interface SavedImport {
  firstNo: number;
  lastNo: number;
  unitIds: string[];
}

function rowJson(row: ImportRow, no: number) {
  const keys = searchKeys(row);
  return {
    no,
    tracking_no: row.trackingNo,
    carrier: row.carrier,
    type: row.type,
    unit_id: row.unit.id,
    unit_no: row.unit.unitNo,
    building_id: row.unit.buildingId,
    recipient_name: row.recipientName,
    recipient_phone: row.recipientPhone,
    tracking_key: keys.trackingKey,
    name_key: keys.nameKey,
    surname_key: keys.surnameKey,
    phone_key: keys.phoneKey,
    note: row.note,
    needs_notice: !row.unit.hasAppUsers,
    received_at: row.receivedAt?.toISOString() ?? null,
  };
}

/**
 * Saves every row in ONE transaction, a chunk at a time, reporting rows done after each chunk.
 * Any failure (a constraint, a lost connection, a killed process) rolls the whole file back:
 * numbers, parcels and log entries alike. The job row turns DONE in the same transaction.
 */
export function saveImportRows(
  scope: CommunityScope,
  userId: string,
  importId: string,
  rows: ImportRow[],
  onProgress: (done: number) => void,
): Promise<SavedImport> {
  return deskWork(scope, userId, async (w) => {
    const firstNo = await allocateNumbers(w, rows.length);
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
      const chunk = rows.slice(start, start + CHUNK_ROWS);
      await insertChunk(
        w,
        importId,
        chunk.map((row, i) => rowJson(row, firstNo + start + i)),
      );
      onProgress(start + chunk.length);
    }
    const lastNo = firstNo + rows.length - 1;
    await w.tx
      .update(parcelImports)
      .set({ status: 'DONE', firstNo, lastNo, finishedAt: new Date() })
      .where(w.scope.owns(parcelImports, eq(parcelImports.id, importId)));
    return { firstNo, lastNo, unitIds: [...new Set(rows.map((r) => r.unit.id))] };
  });
}
