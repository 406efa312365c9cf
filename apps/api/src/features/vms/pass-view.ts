import type { GuestPassRecord, PassState } from '@cc/contracts/vms-pass-records';
import { signGuestPass } from './guest-pass';
import type { PassKeys } from './pass-keys';
import type { PassRow } from './pass-queries';

/** Cancelled first, then used up, then past its window; anything else is still to be used. */
export function passState(row: PassRow, now: Date): PassState {
  if (row.cancelledAt) return 'CANCELLED';
  if (row.entriesUsed >= row.entriesAllowed) return 'USED';
  if (row.validTo.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

/** The token a pass's QR code carries: what the gate trusts without a lookup. */
export const tokenOf = (row: PassRow, keys: PassKeys) =>
  signGuestPass(keys.privateKey, {
    communityID: row.communityId,
    passID: row.id,
    unitID: row.unitId,
    validFrom: row.validFrom,
    validTo: row.validTo,
    entries: row.entriesAllowed,
  });

export async function toPass(row: PassRow, keys: PassKeys, now: Date): Promise<GuestPassRecord> {
  return {
    passID: row.id,
    unitID: row.unitId,
    unitNo: row.unitNo,
    guestName: row.guestName,
    phone: row.phone,
    plate: row.plate,
    province: row.province,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    entriesAllowed: row.entriesAllowed,
    entriesUsed: row.entriesUsed,
    state: passState(row, now),
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    token: await tokenOf(row, keys),
  };
}

/** An instant as the community's wall clock reads it, for a refusal's text: 2026-11-27 14:00. */
export function wallClock(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
