import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
// Read-only: units and who lives in them are the residence core's; parcels only look them up.
import { unitMembers, units } from '../../platform/residence/tables';
import type { DeskWork } from './desk-work';
import { fullName } from './parcel-row-queries';
import { badRequest } from './refusals';

export interface RecipientInput {
  unitID: string;
  recipientUserID?: string | null;
  recipientName?: string;
  recipientPhone?: string | null;
}

export interface Recipient {
  unitId: string;
  unitNo: string;
  buildingId: string | null;
  recipientUserId: string | null;
  recipientName: string;
  recipientPhone: string | null;
  /** Somebody in the unit has the app and will be notified; otherwise a printed notice is due. */
  hasAppUsers: boolean;
}

/** The unit's residents with the app, as the recipient picker lists them. */
export function unitResidents(w: DeskWork, unitId: string) {
  return w.tx
    .select({
      userId: unitMembers.userId,
      name: fullName(users),
      mobile: users.mobile,
      unitRole: unitMembers.unitRole,
    })
    .from(unitMembers)
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(w.scope.owns(unitMembers, eq(unitMembers.unitId, unitId)));
}

/**
 * Checks the unit is this community's and the picked resident lives there, and settles the
 * name and phone the parcel keeps: the resident's own unless the desk typed others.
 */
export async function resolveRecipient(w: DeskWork, input: RecipientInput): Promise<Recipient> {
  const [unit] = await w.tx
    .select({ id: units.id, unitNo: units.unitNo, buildingId: units.buildingId })
    .from(units)
    .where(w.scope.owns(units, eq(units.id, input.unitID)));
  if (!unit) throw badRequest('UNIT_NOT_IN_COMMUNITY');
  const residents = await unitResidents(w, unit.id);
  let name = input.recipientName;
  let phone = input.recipientPhone ?? null;
  if (input.recipientUserID) {
    const resident = residents.find((r) => r.userId === input.recipientUserID);
    if (!resident) {
      throw badRequest('RECIPIENT_NOT_RESIDENT', { unitNo: unit.unitNo });
    }
    name ??= resident.name ?? undefined;
    phone ??= resident.mobile;
  }
  if (!name) {
    throw badRequest('RECIPIENT_REQUIRED');
  }
  return {
    unitId: unit.id,
    unitNo: unit.unitNo,
    buildingId: unit.buildingId,
    recipientUserId: input.recipientUserID ?? null,
    recipientName: name,
    recipientPhone: phone,
    hasAppUsers: residents.length > 0,
  };
}
