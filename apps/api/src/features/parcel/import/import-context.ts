import { eq, sql } from 'drizzle-orm';
import { unitMembers, units } from '../../../platform/residence/tables';
import type { DeskWork } from '../desk-work';
import { isWaiting } from '../list-filters';
import { parcels } from '../tables';

export interface DirectoryUnit {
  id: string;
  unitNo: string;
  buildingId: string | null;
  hasAppUsers: boolean;
}

const unitKey = (unitNo: string) => unitNo.trim().toLowerCase().replaceAll('-', '');

/**
 * What checking a file needs, read once for all its rows: the community's units (with whether
 * anyone there has the app), its carriers and types, and which of the file's tracking numbers
 * are already waiting.
 */
export async function loadImportContext(w: DeskWork, trackingKeys: string[]) {
  const unitRows = await w.tx
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
  const byKey = new Map<string, DirectoryUnit>(
    unitRows.map((u) => [
      unitKey(u.unitNo),
      { id: u.id, unitNo: u.unitNo, buildingId: u.buildingId, hasAppUsers: u.members > 0 },
    ]),
  );
  const waiting = await w.tx
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
  const carriers = new Map(w.desk.settings.carriers.map((c) => [c.toLowerCase(), c]));
  return {
    unit: (unitNo: string) => byKey.get(unitKey(unitNo)),
    carrier: (name: string) => carriers.get(name.trim().toLowerCase()),
    types: w.desk.settings.types,
    waitingTracking: new Map(waiting.map((p) => [p.key, p.no])),
  };
}

export type ImportContext = Awaited<ReturnType<typeof loadImportContext>>;
