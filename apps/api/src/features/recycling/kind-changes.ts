import type { RecyclingKind } from '@cc/contracts/recycling';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { findKind, kindNameTaken, toKind } from './recycling-queries';
import type { RecyclingWork } from './recycling-work';
import { conflict } from './refusals';
import { recyclingKinds } from './tables';

export interface KindInput {
  name: string;
  satangPerKg: number;
  pointsPerKg: number;
}

/** Two staff adding the same name at once: the unique index answers for the second. */
async function unlessNameTaken<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('RECYCLING_KIND_NAME_TAKEN', { name });
    throw err;
  }
}

export async function createKind(w: RecyclingWork, input: KindInput): Promise<RecyclingKind> {
  if (await kindNameTaken(w.tx, w.scope, input.name)) {
    throw conflict('RECYCLING_KIND_NAME_TAKEN', { name: input.name });
  }
  const [row] = await unlessNameTaken(input.name, () =>
    w.tx
      .insert(recyclingKinds)
      .values({ communityId: w.scope.communityId, ...input })
      .returning(),
  );
  const kind = toKind(row!);
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'recycling.kind.create',
    target: kind.kindID,
    after: kind,
  });
  return kind;
}

/**
 * New name or rates apply to weigh-ins from now on (each weigh-in keeps the rates it was priced
 * at); `active: false` retires the kind, which keeps its history and takes no new weigh-ins.
 */
export async function updateKind(
  w: RecyclingWork,
  kindId: string,
  input: KindInput & { active: boolean },
): Promise<RecyclingKind> {
  const before = toKind(await findKind(w.tx, w.scope, kindId));
  if (await kindNameTaken(w.tx, w.scope, input.name, kindId)) {
    throw conflict('RECYCLING_KIND_NAME_TAKEN', { name: input.name });
  }
  const [row] = await unlessNameTaken(input.name, () =>
    w.tx
      .update(recyclingKinds)
      .set({ ...input, updatedAt: w.now })
      .where(w.scope.owns(recyclingKinds, eq(recyclingKinds.id, kindId)))
      .returning(),
  );
  const kind = toKind(row!);
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'recycling.kind.update',
    target: kind.kindID,
    before,
    after: kind,
  });
  return kind;
}
