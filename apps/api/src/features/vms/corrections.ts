import type { UpdateInfoInput } from '@cc/contracts/vms-inputs';
import type { VisitDetail } from '@cc/contracts/vms-records';
import { recordAudit } from '../../platform/audit/record-audit';
import { conflict } from './refusals';
import { loadGate } from './settings-queries';
import { correctVisit, findVisit, markAllOutBefore, markOut } from './visit-queries';
import { toDetail } from './visit-view';
import type { VmsWork } from './vms-work';

const FIELDS = ['name', 'phone', 'plate', 'province', 'purpose'] as const;

/** Staff correct what was typed at the gate; the audit log keeps the before and after. */
export async function updateInfo(w: VmsWork, input: UpdateInfoInput): Promise<VisitDetail> {
  const visit = await findVisit(w, input.visitID);
  const before: Record<string, string | null> = {};
  const after: Record<string, string | null> = {};
  for (const f of FIELDS) {
    const value = input[f];
    if (value === undefined) continue;
    before[f] = visit[f];
    after[f] = value === '' && f !== 'name' ? null : value;
  }
  await correctVisit(w, visit.id, after);
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'vms.visit.update-info',
    target: visit.id,
    before,
    after,
  });
  const gate = await loadGate(w);
  return toDetail(w, await findVisit(w, visit.id), gate.overstayMinutes);
}

/**
 * Marks visits as gone without a checkout (the guard saw them leave, or the night's leftovers):
 * one visit, or every visit inside since before a time. No fee is charged; each is logged.
 */
export async function forceOut(
  w: VmsWork,
  input: { visitID?: string; before?: string; reason: string },
): Promise<string[]> {
  let ids: string[];
  if (input.visitID) {
    const visit = await findVisit(w, input.visitID);
    if (!(await markOut(w, visit.id, { forcedOutReason: input.reason }))) throw conflict('VMS_ALREADY_OUT');
    ids = [visit.id];
  } else {
    ids = await markAllOutBefore(w, new Date(input.before!), input.reason);
  }
  for (const id of ids) {
    await recordAudit(w.tx, {
      communityId: w.scope.communityId,
      actorUserId: w.userId,
      actor: w.actor,
      action: 'vms.visit.force-stamp-out',
      target: id,
      after: { reason: input.reason, at: w.now.toISOString() },
    });
  }
  return ids;
}
