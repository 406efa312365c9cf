import type { PassCancelInput } from '@cc/contracts/vms-pass-inputs';
import type { GuestPassRecord, PassCheck } from '@cc/contracts/vms-pass-records';
import { recordAudit } from '../../platform/audit/record-audit';
import { verifyGuestPass } from './guest-pass';
import type { PassKeys } from './pass-keys';
import { findPass, markCancelled, type PassRow, passById, takeEntry } from './pass-queries';
import { keysOf } from './pass-register';
import { passState, toPass, wallClock } from './pass-view';
import { badRequest, conflict, forbidden } from './refusals';
import type { VmsWork } from './vms-work';

/**
 * The pass a token names, if its signature is the community's; an altered, re-signed or
 * foreign token is refused whatever it claims.
 */
async function signedPass(w: VmsWork, keys: PassKeys, token: string): Promise<PassRow> {
  const check = await verifyGuestPass(keys.publicKey, token, w.scope.communityId, w.now);
  if (check.status === 'altered-or-foreign') throw badRequest('VMS_PASS_INVALID');
  const row = await passById(w, check.pass.passID);
  if (!row) throw badRequest('VMS_PASS_INVALID');
  return row;
}

/** Why a pass cannot let a guest in now, as the refusal the gate shows; nothing when it can. */
function refusalFor(w: VmsWork, row: PassRow) {
  if (row.cancelledAt) return conflict('VMS_PASS_CANCELLED');
  if (row.entriesUsed >= row.entriesAllowed) return conflict('VMS_PASS_USED');
  if (row.validFrom.getTime() > w.now.getTime())
    return conflict('VMS_PASS_NOT_YET_VALID', {
      from: wallClock(row.validFrom, w.timeZone),
      to: wallClock(row.validTo, w.timeZone),
    });
  if (row.validTo.getTime() <= w.now.getTime())
    return conflict('VMS_PASS_EXPIRED', { to: wallClock(row.validTo, w.timeZone) });
  return null;
}

/** The pass a check-in presents, refused (with why, and when it is valid) unless it may enter now. */
export async function passForCheckin(w: VmsWork, token: string, gateSecret: Buffer): Promise<PassRow> {
  const row = await signedPass(w, await keysOf(w, gateSecret), token);
  const refusal = refusalFor(w, row);
  if (refusal) throw refusal;
  return row;
}

/**
 * Takes one entry of the pass inside the check-in's transaction; when another check-in took the
 * last one first (or it was cancelled meanwhile), the check-in is refused and rolled back.
 */
export async function useEntry(w: VmsWork, row: PassRow) {
  if (await takeEntry(w, row.id, w.now)) return;
  const now = await passById(w, row.id);
  throw (now && refusalFor(w, now)) ?? conflict('VMS_PASS_USED');
}

/** What a shown pass is worth now; only an altered or foreign token is refused. */
export async function verifyPass(w: VmsWork, token: string): Promise<PassCheck> {
  const keys = await keysOf(w);
  const row = await signedPass(w, keys, token);
  const state = passState(row, w.now);
  const status =
    state === 'ACTIVE' && row.validFrom.getTime() > w.now.getTime()
      ? 'NOT_YET_VALID'
      : state === 'ACTIVE'
        ? 'VALID'
        : state;
  return {
    status,
    valid: status === 'VALID',
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    pass: await toPass(row, keys, w.now),
  };
}

/** The resident who made the pass (still living in its unit) or gate staff cancel it; logged. */
export async function cancelPass(w: VmsWork, input: PassCancelInput): Promise<GuestPassRecord> {
  const row = await findPass(w, input.passID);
  if (!w.isGate && row.createdBy !== w.userId) throw forbidden('VMS_PASS_NOT_YOURS');
  if (!(await markCancelled(w, row.id, input.reason ?? null))) {
    throw row.cancelledAt ? conflict('VMS_PASS_CANCELLED') : conflict('VMS_PASS_USED');
  }
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'vms.pass.cancel',
    target: row.id,
    before: { state: passState(row, w.now) },
    after: { state: 'CANCELLED', reason: input.reason ?? null },
  });
  return toPass(await findPass(w, row.id), await keysOf(w), w.now);
}
