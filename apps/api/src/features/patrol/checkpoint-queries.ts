import type { Checkpoint } from '@cc/contracts/patrol';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { PatrolWork } from './patrol-work';
import { notFound } from './refusals';
import { patrolCheckpoints } from './tables';

export const TAGS = ['patrol'];
type CheckpointRow = typeof patrolCheckpoints.$inferSelect;

export const toCheckpoint = (row: CheckpointRow): Checkpoint => ({
  checkpointID: row.id,
  name: row.name,
  place: row.place,
  latitude: row.latitude,
  longitude: row.longitude,
  code: row.code,
  retiredAt: row.retiredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Working checkpoints first, by name; retired ones after them. */
export async function listCheckpoints(w: PatrolWork): Promise<Checkpoint[]> {
  const rows = await w.tx
    .select()
    .from(patrolCheckpoints)
    .where(w.scope.owns(patrolCheckpoints))
    .orderBy(sql`${patrolCheckpoints.retiredAt} is not null`, asc(patrolCheckpoints.name))
    .limit(1000);
  return rows.map(toCheckpoint);
}

/** One checkpoint of the community; another community's ID reads as no such checkpoint. */
export async function checkpointRow(w: PatrolWork, id: string): Promise<CheckpointRow> {
  const [row] = await w.tx
    .select()
    .from(patrolCheckpoints)
    .where(w.scope.owns(patrolCheckpoints, eq(patrolCheckpoints.id, id)));
  if (!row) throw notFound('PATROL_CHECKPOINT_NOT_FOUND');
  return row;
}

/** The working checkpoint a label's code names in this community, if any. */
export async function checkpointByCode(w: PatrolWork, code: string): Promise<CheckpointRow | undefined> {
  const [row] = await w.tx
    .select()
    .from(patrolCheckpoints)
    .where(
      w.scope.owns(patrolCheckpoints, eq(patrolCheckpoints.code, code), isNull(patrolCheckpoints.retiredAt)),
    );
  return row;
}

/** Checkpoints by ID, this community's only (retired ones too: old rounds still name them). */
export async function checkpointsById(tx: Executor, scope: CommunityScope, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, CheckpointRow>();
  const rows = await tx
    .select()
    .from(patrolCheckpoints)
    .where(scope.owns(patrolCheckpoints, inArray(patrolCheckpoints.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The working checkpoints, optionally only those named, in name order. */
export async function workingCheckpoints(tx: Executor, scope: CommunityScope, ids?: readonly string[]) {
  return tx
    .select()
    .from(patrolCheckpoints)
    .where(
      scope.owns(
        patrolCheckpoints,
        and(isNull(patrolCheckpoints.retiredAt), ids ? inArray(patrolCheckpoints.id, [...ids]) : undefined),
      ),
    )
    .orderBy(asc(patrolCheckpoints.name));
}
