import type { Parcel } from '@cc/contracts/parcel';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import { buildings } from '../../platform/residence/tables';
import { DAY_MS } from './local-time';
import type { Desk } from './settings';
import { parcels } from './tables';

const receiver = alias(users, 'receiver');
const giver = alias(users, 'giver');

/** A person's name as one string, or null when there is none. */
export const fullName = (u: { firstname: PgColumn; lastname: PgColumn }) =>
  sql<string | null>`nullif(trim(${u.firstname} || ' ' || ${u.lastname}), '')`;

/** Parcels with what the console shows beside them: building name and the staff names. */
export function selectParcels(db: Executor) {
  return db
    .select({
      p: parcels,
      buildingName: buildings.name,
      receivedByName: fullName(receiver),
      handedOutByName: fullName(giver),
    })
    .from(parcels)
    .leftJoin(buildings, eq(buildings.id, parcels.buildingId))
    .leftJoin(receiver, eq(receiver.id, parcels.receivedBy))
    .leftJoin(giver, eq(giver.id, parcels.handedOutBy))
    .$dynamic();
}

export type ParcelRow = Awaited<ReturnType<ReturnType<typeof selectParcels>['execute']>>[number];

/** Newest first; (received_at, no) is unique in a community, so it is also the keyset. */
export const newestFirst: SQL[] = [sql`${parcels.receivedAt} desc`, sql`${parcels.no} desc`];

export const overdueAt = (p: { receivedAt: Date; extraDays: number }, desk: Desk) =>
  new Date(p.receivedAt.getTime() + (desk.settings.overdueDays + p.extraDays) * DAY_MS);

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** `w` gives the desk's settings and the signed link for the photo (desk-work.ts). */
export function toParcel(
  row: ParcelRow,
  w: { desk: Desk; photoUrl: (stored: string | null) => string | null },
  now = Date.now(),
): Parcel {
  const { p } = row;
  const { desk } = w;
  const due = overdueAt(p, desk);
  return {
    parcelID: p.id,
    no: p.no,
    trackingNo: p.trackingNo,
    carrier: p.carrier,
    type: p.type,
    status: p.status,
    unitID: p.unitId,
    unitNo: p.unitNo,
    buildingID: p.buildingId,
    buildingName: row.buildingName,
    recipientUserID: p.recipientUserId,
    recipientName: p.recipientName,
    recipientPhone: p.recipientPhone,
    note: p.note,
    photoUrl: w.photoUrl(p.photoUrl),
    needsNotice: p.needsNotice,
    printedAt: iso(p.printedAt),
    receivedAt: p.receivedAt.toISOString(),
    receivedBy: row.receivedByName,
    overdueAt: due.toISOString(),
    isOverdue: p.status === 'WAITING' && due.getTime() < now,
    extraDays: p.extraDays,
    handedOutAt: iso(p.handedOutAt),
    handedOutBy: row.handedOutByName,
    collector: p.collectorKind
      ? {
          kind: p.collectorKind,
          userID: p.collectorUserId,
          name: p.collectorName ?? '',
          phone: p.collectorPhone,
        }
      : null,
    returnedAt: iso(p.returnedAt),
    deletedAt: iso(p.deletedAt),
    statusReason: p.statusReason,
  };
}
