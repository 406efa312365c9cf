import type { ResidentRegulation } from '@cc/contracts/regulation';
import { recordAudit } from '../../platform/audit/record-audit';
import { liveVersionRows, markAcknowledged, markRead, marksOf, unitsOfMember } from './mark-queries';
import { owingUnitIds } from './notice-queries';
import { scheduleNotice } from './notices';
import { conflict, forbidden, notFound } from './refusals';
import { documentRow, versionRow, versionRows } from './regulation-queries';
import { toVersion } from './regulation-view';
import type { RegulationWork } from './regulation-work';

/** The caller's units the mark is for: the one named (theirs), or each of theirs. */
async function unitsFor(w: RegulationWork, unitId: string | undefined) {
  const mine = await unitsOfMember(w.tx, w.scope, w.userId);
  if (mine.length === 0) throw forbidden('REGULATION_NO_UNIT');
  if (!unitId) return mine.map((u) => u.unitId);
  if (!mine.some((u) => u.unitId === unitId)) throw forbidden('REGULATION_NOT_YOUR_UNIT');
  return [unitId];
}

/** A version residents can mark: published, in a document that is not archived. */
async function liveVersion(w: RegulationWork, versionId: string) {
  const version = await versionRow(w.tx, w.scope, versionId);
  if (!version) throw notFound('REGULATION_VERSION_NOT_FOUND');
  const doc = await documentRow(w.tx, w.scope, version.documentId);
  if (version.status !== 'PUBLISHED' || doc?.status !== 'PUBLISHED')
    throw conflict('REGULATION_NOT_PUBLISHED');
  return version;
}

export async function readVersion(w: RegulationWork, versionId: string, unitId?: string) {
  await liveVersion(w, versionId);
  const unitIds = await unitsFor(w, unitId);
  await markRead(w.tx, w.scope, versionId, unitIds, w.userId, w.now);
  return { versionID: versionId, unitIDs: unitIds, at: w.now.toISOString() };
}

/** Acknowledged once per unit; a second call keeps the first time and answers as the first did. */
export async function acknowledgeVersion(w: RegulationWork, versionId: string, unitId?: string) {
  const version = await liveVersion(w, versionId);
  if (!version.requiresAck) throw conflict('REGULATION_NO_ACK_NEEDED');
  const unitIds = await unitsFor(w, unitId);
  await markAcknowledged(w.tx, w.scope, versionId, unitIds, w.userId, w.now);
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'regulation.acknowledge',
    target: versionId,
    after: { unitIDs: unitIds },
  });
  return { versionID: versionId, unitIDs: unitIds, at: w.now.toISOString() };
}

/** What the resident's app lists: live versions and their own units' marks on each. */
export async function residentDocuments(w: RegulationWork): Promise<ResidentRegulation[]> {
  const mine = await unitsOfMember(w.tx, w.scope, w.userId);
  const live = await liveVersionRows(w.tx, w.scope);
  const versions = await versionRows(
    w.tx,
    w.scope,
    live.map((l) => l.documentId),
    ['PUBLISHED'],
  );
  const marks = await marksOf(
    w.tx,
    w.scope,
    live.map((l) => l.versionId),
    mine.map((u) => u.unitId),
  );
  return live.map((l) => {
    const version = versions.find((x) => x.id === l.versionId)!;
    return {
      documentID: l.documentId,
      category: l.category,
      title: l.title,
      version: toVersion(w, version),
      units: mine.map((u) => {
        const mark = marks.find((x) => x.versionId === l.versionId && x.unitId === u.unitId);
        return {
          unitID: u.unitId,
          unitNo: u.unitNo,
          readAt: mark?.readAt.toISOString() ?? null,
          acknowledgedAt: mark?.acknowledgedAt?.toISOString() ?? null,
        };
      }),
    };
  });
}

/** Schedules a reminder to the units owing an acknowledgement now; answers how many. */
export async function remindOwing(w: RegulationWork, versionId: string) {
  const version = await liveVersion(w, versionId);
  if (!version.requiresAck) throw conflict('REGULATION_NO_ACK_NEEDED');
  const units = (await owingUnitIds(w.tx, w.scope, versionId)).length;
  if (units > 0) await scheduleNotice(w.tx, w.s, w.scope, 'regulation.remind', versionId);
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'regulation.remind',
    target: versionId,
    after: { units },
  });
  return { units };
}
