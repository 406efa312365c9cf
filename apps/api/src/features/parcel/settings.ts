import {
  DEFAULT_CARRIERS,
  PARCEL_TYPES,
  type ParcelSettings,
  SLIP_FIELDS,
  type SlipField,
} from '@cc/contracts/parcel';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communities } from '../../platform/tenancy/tables';
import type { DeskWork } from './desk-work';
import { parcelSettings } from './tables';

export const DEFAULT_SETTINGS: ParcelSettings = {
  overdueDays: 7,
  slipsPerPage: 6,
  slipFields: SLIP_FIELDS.filter((f): f is SlipField => f !== 'note'),
  types: [...PARCEL_TYPES],
  carriers: DEFAULT_CARRIERS,
  overtimeAllowed: true,
  overtimeMaxDays: 7,
};

/** What most parcel operations need to know about the community, read in one query. */
export interface Desk {
  communityId: string;
  communityName: string;
  timeZone: string;
  settings: ParcelSettings;
}

export async function loadDesk(tx: Transaction, scope: CommunityScope): Promise<Desk> {
  const { communityId } = scope;
  const [row] = await tx
    .select({ name: communities.name, timeZone: communities.timeZone, settings: parcelSettings })
    .from(communities)
    .leftJoin(parcelSettings, scope.owns(parcelSettings))
    .where(eq(communities.id, communityId));
  const stored = row?.settings;
  return {
    communityId,
    communityName: row?.name ?? communityId,
    timeZone: row?.timeZone ?? 'Asia/Bangkok',
    settings: stored
      ? {
          overdueDays: stored.overdueDays,
          slipsPerPage: stored.slipsPerPage as ParcelSettings['slipsPerPage'],
          slipFields: stored.slipFields as ParcelSettings['slipFields'],
          types: stored.types as ParcelSettings['types'],
          carriers: stored.carriers,
          overtimeAllowed: stored.overtimeAllowed,
          overtimeMaxDays: stored.overtimeMaxDays,
        }
      : DEFAULT_SETTINGS,
  };
}

/** Writes the whole settings row (defaults filled in), so a first change creates it. */
export async function saveSettings(w: DeskWork, next: ParcelSettings) {
  const row = { ...next, updatedAt: new Date(), updatedBy: w.userId };
  await w.tx
    .insert(parcelSettings)
    .values({ communityId: w.scope.communityId, ...row })
    .onConflictDoUpdate({ target: parcelSettings.communityId, set: row });
}
