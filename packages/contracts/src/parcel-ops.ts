import { parcelDeskOps } from './parcel-desk-ops';
import { parcelImportOps } from './parcel-import';
import { parcelResidentOps } from './parcel-resident-ops';
import { parcelViewOps } from './parcel-view-ops';

/**
 * Every parcel operation: method, path, schemas and who may call it (see parcel-op-parts.ts for
 * the three permissions). The API registers each from here; the console reads the same.
 */
export const parcelOps = {
  ...parcelDeskOps,
  ...parcelViewOps,
  ...parcelImportOps,
  ...parcelResidentOps,
} as const;

export type ParcelOpName = keyof typeof parcelOps;
