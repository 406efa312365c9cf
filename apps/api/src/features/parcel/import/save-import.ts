import { eq, sql } from 'drizzle-orm';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { type DeskWork, deskWork } from '../desk-work';
import { allocateNumbers } from '../receive';
import { searchKeys } from '../search-keys';
import { parcelEvents, parcelImports, parcels } from '../tables';
import type { ImportRow } from './check-row';

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
 * One chunk: its parcels and their IMPORTED log entries in a single statement. The rows travel
 * as one JSON parameter, not thirty-odd parameters a row, which is what makes a 5,000-row file
 * quick (above all on embedded PGlite, where every parameter crosses into WebAssembly).
 */
async function insertChunk(w: DeskWork, importId: string, rows: object[]) {
  await w.tx.execute(sql`
    with r as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as x(
        no int, tracking_no text, tracking_key text, carrier text, type text, unit_id uuid, unit_no text,
        building_id uuid, recipient_name text, recipient_phone text, name_key text, surname_key text,
        phone_key text, note text, needs_notice boolean, received_at timestamptz)
    ), saved as (
      insert into ${parcels} (community_id, no, tracking_no, tracking_key, carrier, type, unit_id, unit_no,
        building_id, recipient_name, recipient_phone, name_key, surname_key, phone_key, note, needs_notice,
        received_at, received_by, import_id)
      select ${w.scope.communityId}, no, tracking_no, tracking_key, carrier, type, unit_id, unit_no, building_id,
        recipient_name, recipient_phone, name_key, surname_key, phone_key, note, needs_notice,
        coalesce(received_at, now()), ${w.userId}::uuid, ${importId}::uuid
      from r
      returning id, no
    )
    insert into ${parcelEvents} (community_id, parcel_id, action, actor_user_id, detail)
    select ${w.scope.communityId}, id, 'IMPORTED', ${w.userId}::uuid, jsonb_build_object('no', no, 'importID', ${importId}::text)
    from saved`);
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
