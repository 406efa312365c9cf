import type { RecyclingKind } from '@cc/contracts/recycling';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { notFound } from './refusals';
import { recyclingKinds } from './tables';

export const TAGS = ['recycling'];

export const toKind = (row: typeof recyclingKinds.$inferSelect): RecyclingKind => ({
  kindID: row.id,
  name: row.name,
  satangPerKg: row.satangPerKg,
  pointsPerKg: row.pointsPerKg,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

/** The community's kinds: working ones first, then by name (a community has a handful). */
export async function listKinds(tx: Executor, scope: CommunityScope): Promise<RecyclingKind[]> {
  const rows = await tx
    .select()
    .from(recyclingKinds)
    .where(scope.owns(recyclingKinds))
    .orderBy(desc(recyclingKinds.active), asc(recyclingKinds.name))
    .limit(200);
  return rows.map(toKind);
}

/**
 * One kind of the community, locked against a concurrent change of its rates when `lock`
 * (a weigh-in prices at the rates it read); another community's ID reads as no such kind.
 */
export async function findKind(tx: Executor, scope: CommunityScope, kindId: string, lock = false) {
  const query = tx
    .select()
    .from(recyclingKinds)
    .where(scope.owns(recyclingKinds, eq(recyclingKinds.id, kindId)));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw notFound('RECYCLING_KIND_NOT_FOUND');
  return row;
}

/** Whether another kind of the community has this name, case ignored. */
export async function kindNameTaken(tx: Executor, scope: CommunityScope, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: recyclingKinds.id })
    .from(recyclingKinds)
    .where(
      scope.owns(
        recyclingKinds,
        sql`lower(${recyclingKinds.name}) = lower(${name})`,
        exceptId ? sql`${recyclingKinds.id} <> ${exceptId}` : undefined,
      ),
    );
  return !!row;
}
