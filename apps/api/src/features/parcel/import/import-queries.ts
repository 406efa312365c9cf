import { eq, sql } from 'drizzle-orm';
import { unitMembers, units } from '../../../platform/residence/tables';
import type { DeskWork } from '../desk-work';
import { isWaiting } from '../list-filter-queries';
import { parcelEvents, parcels } from '../tables';

/** The community's units, each with its member count: a unit with members has someone with the app. */
export function directoryUnits(w: DeskWork) {
  return w.tx
    .select({
      id: units.id,
      unitNo: units.unitNo,
      buildingId: units.buildingId,
      members: sql<number>`count(${unitMembers.userId})::int`,
    })
    .from(units)
    .leftJoin(unitMembers, eq(unitMembers.unitId, units.id))
    .where(w.scope.owns(units))
    .groupBy(units.id);
}

/** The community's waiting parcels whose tracking key is one of `trackingKeys`. */
export function waitingByTracking(w: DeskWork, trackingKeys: string[]) {
  return w.tx
    .select({ key: parcels.trackingKey, no: parcels.no })
    .from(parcels)
    .where(
      w.scope.owns(
        parcels,
        isWaiting,
        // One JSON parameter rather than one per row: a file of thousands stays one short statement.
        sql`${parcels.trackingKey} in (select value from json_array_elements_text(${JSON.stringify(trackingKeys)}::json))`,
      ),
    );
}

/**
 * One chunk: its parcels and their IMPORTED log entries in a single statement. The rows travel
 * as one JSON parameter, not thirty-odd parameters a row, which is what makes a 5,000-row file
 * quick (above all on embedded PGlite, where every parameter crosses into WebAssembly).
 */
export async function insertChunk(w: DeskWork, importId: string, rows: object[]) {
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
