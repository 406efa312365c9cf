import { randomBytes } from 'node:crypto';
import type { Checkpoint, PatrolLabel } from '@cc/contracts/patrol';
import { PATROL_LABEL_PREFIX, PATROL_LABELS_PER_SHEET } from '@cc/contracts/patrol';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { checkpointRow, toCheckpoint, workingCheckpoints } from './checkpoint-queries';
import type { PatrolWork } from './patrol-work';
import { conflict, notFound } from './refusals';
import { patrolCheckpoints } from './tables';

/** 18 random bytes: 24 base64url characters, never guessable from an ID or another label. */
export const newLabelCode = () => randomBytes(18).toString('base64url');

const audit = (w: PatrolWork, action: string, target: string, after: unknown, before?: unknown) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `patrol.checkpoint.${action}`,
    target,
    before,
    after,
  });

/** The audit log never holds a label's code: a log reader could print a working label from it. */
const logged = ({ code: _, ...rest }: Checkpoint) => rest;

interface CheckpointFields {
  name: string;
  place: string;
  latitude?: number | null;
  longitude?: number | null;
}

export async function createCheckpoint(w: PatrolWork, f: CheckpointFields): Promise<Checkpoint> {
  const [row] = await w.tx
    .insert(patrolCheckpoints)
    .values({
      communityId: w.scope.communityId,
      name: f.name,
      place: f.place,
      latitude: f.latitude ?? null,
      longitude: f.longitude ?? null,
      code: newLabelCode(),
    })
    .returning();
  const cp = toCheckpoint(row!);
  await audit(w, 'create', cp.checkpointID, logged(cp));
  return cp;
}

export async function updateCheckpoint(w: PatrolWork, id: string, f: CheckpointFields): Promise<Checkpoint> {
  const before = toCheckpoint(await checkpointRow(w, id));
  const [row] = await w.tx
    .update(patrolCheckpoints)
    .set({
      name: f.name,
      place: f.place,
      latitude: f.latitude ?? null,
      longitude: f.longitude ?? null,
      updatedAt: w.now,
    })
    .where(w.scope.owns(patrolCheckpoints, eq(patrolCheckpoints.id, id)))
    .returning();
  const cp = toCheckpoint(row!);
  await audit(w, 'update', id, logged(cp), logged(before));
  return cp;
}

/**
 * The label's code stops working at once. With `replace` the checkpoint gets a new code (a new
 * label to print) and stays in its plans; without, the checkpoint is retired and rounds made from
 * now on skip it.
 */
export async function retireCheckpoint(w: PatrolWork, id: string, replace: boolean): Promise<Checkpoint> {
  const before = await checkpointRow(w, id);
  if (before.retiredAt) throw conflict('PATROL_CHECKPOINT_RETIRED');
  const [row] = await w.tx
    .update(patrolCheckpoints)
    .set(replace ? { code: newLabelCode(), updatedAt: w.now } : { retiredAt: w.now, updatedAt: w.now })
    .where(w.scope.owns(patrolCheckpoints, eq(patrolCheckpoints.id, id)))
    .returning();
  const cp = toCheckpoint(row!);
  await audit(w, replace ? 'replace-label' : 'retire', id, logged(cp));
  return cp;
}

/** The labels' data for the print view; who printed which labels is logged. */
export async function printLabels(
  w: PatrolWork,
  ids: readonly string[] | undefined,
): Promise<{ perSheet: number; labels: PatrolLabel[] }> {
  const rows = await workingCheckpoints(w.tx, w.scope, ids);
  if (ids && rows.length !== new Set(ids).size) throw notFound('PATROL_CHECKPOINT_NOT_FOUND');
  const labels = rows.map((r) => ({
    checkpointID: r.id,
    name: r.name,
    place: r.place,
    qrText: `${PATROL_LABEL_PREFIX}${r.code}`,
  }));
  await audit(w, 'print', labels.map((l) => l.checkpointID).join(','), { labels: labels.length });
  return { perSheet: PATROL_LABELS_PER_SHEET, labels };
}
