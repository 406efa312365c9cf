import type { DeskWork } from '../desk-work';
import { directoryUnits, waitingByTracking } from './import-queries';

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
  const unitRows = await directoryUnits(w);
  const byKey = new Map<string, DirectoryUnit>(
    unitRows.map((u) => [
      unitKey(u.unitNo),
      { id: u.id, unitNo: u.unitNo, buildingId: u.buildingId, hasAppUsers: u.members > 0 },
    ]),
  );
  const waiting = await waitingByTracking(w, trackingKeys);
  const carriers = new Map(w.desk.settings.carriers.map((c) => [c.toLowerCase(), c]));
  return {
    unit: (unitNo: string) => byKey.get(unitKey(unitNo)),
    carrier: (name: string) => carriers.get(name.trim().toLowerCase()),
    types: w.desk.settings.types,
    waitingTracking: new Map(waiting.map((p) => [p.key, p.no])),
  };
}

export type ImportContext = Awaited<ReturnType<typeof loadImportContext>>;
