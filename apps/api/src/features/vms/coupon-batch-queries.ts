import type { BatchState } from '@cc/contracts/vms-coupon-batch';
import { and, asc, count, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import { decodeInstantKey, pageOf } from '../../platform/http/keyset';
import { units } from '../../platform/residence/tables';
import { myUnits } from './coupon-owner-queries';
import { vmsCouponBatches as b, vmsCouponBatchEvents } from './tables';
import type { VmsWork } from './vms-work';

/** Coupon batches and their timeline. */

export type BatchRow = typeof b.$inferSelect & { unitNo: string };
export type BatchInsert = typeof b.$inferInsert;

const batches = (w: VmsWork, ...conditions: (SQL | undefined)[]) =>
  w.tx
    .select({ batch: b, unitNo: units.unitNo })
    .from(b)
    .innerJoin(units, eq(units.id, b.ownerUnitId))
    .where(w.scope.owns(b, ...conditions));
const flatBatch = (rows: { batch: typeof b.$inferSelect; unitNo: string }[]): BatchRow[] =>
  rows.map((r) => ({ ...r.batch, unitNo: r.unitNo }));

/** Staff reach every batch; anyone else only their owner units' (the rest read as unknown). */
const reachableBatch = (w: VmsWork) => (w.isStaff ? undefined : inArray(b.ownerUnitId, myUnits(w)));

export async function findBatch(w: VmsWork, id: string): Promise<BatchRow | null> {
  const [row] = flatBatch(await batches(w, eq(b.id, id), reachableBatch(w)));
  return row ?? null;
}

export async function insertBatch(w: VmsWork, values: Omit<typeof b.$inferInsert, 'communityId'>) {
  const [row] = await w.tx
    .insert(b)
    .values({ ...values, communityId: w.scope.communityId })
    .returning({ id: b.id });
  return row!.id;
}

/**
 * Changes a batch only if it is still in `from`: of two moves at once the second finds no row
 * and is refused by the state it then reads, so a batch never moves twice from one state.
 */
export async function moveBatchRow(
  w: VmsWork,
  id: string,
  from: BatchState,
  set: Partial<typeof b.$inferInsert>,
): Promise<boolean> {
  const rows = await w.tx
    .update(b)
    .set({ ...set, updatedAt: w.now })
    .where(w.scope.owns(b, eq(b.id, id), eq(b.state, from)))
    .returning({ id: b.id });
  return rows.length === 1;
}

export async function addEvent(
  w: VmsWork,
  values: Omit<typeof vmsCouponBatchEvents.$inferInsert, 'communityId'>,
) {
  await w.tx
    .insert(vmsCouponBatchEvents)
    .values({ ...values, communityId: w.scope.communityId, by: w.userId, at: w.now });
}

export async function eventsOf(w: VmsWork, batchId: string) {
  return w.tx
    .select()
    .from(vmsCouponBatchEvents)
    .where(w.scope.owns(vmsCouponBatchEvents, eq(vmsCouponBatchEvents.batchId, batchId)))
    .orderBy(asc(vmsCouponBatchEvents.at), asc(vmsCouponBatchEvents.id));
}

/** After the page's last batch, newest first: (createdAt, id) below the key's. */
function after(lastKey: string | undefined): SQL | undefined {
  const key = decodeInstantKey(lastKey);
  if (!key) return undefined;
  const [at, id] = key;
  return or(lt(b.createdAt, at), and(eq(b.createdAt, at), lt(b.id, id)));
}

const newestPage = async (
  w: VmsWork,
  q: { lastKey?: string; limit: number },
  ...conditions: (SQL | undefined)[]
) =>
  pageOf(
    flatBatch(
      await batches(w, after(q.lastKey), ...conditions)
        .orderBy(desc(b.createdAt), desc(b.id))
        .limit(q.limit + 1),
    ),
    q.limit,
    (r) => [r.createdAt.toISOString(), r.id],
  );

export function listBatches(
  w: VmsWork,
  q: { state?: BatchState; ownerUnitID?: string; lastKey?: string; limit: number },
) {
  return newestPage(
    w,
    q,
    q.state ? eq(b.state, q.state) : undefined,
    q.ownerUnitID ? eq(b.ownerUnitId, q.ownerUnitID) : undefined,
  );
}

export function myBatches(w: VmsWork, q: { lastKey?: string; limit: number }) {
  return newestPage(w, q, inArray(b.ownerUnitId, myUnits(w)));
}

/** Batches per state, for the console's tabs. */
export async function stateCounts(w: VmsWork) {
  const rows = await w.tx
    .select({ state: b.state, n: count() })
    .from(b)
    .where(w.scope.owns(b))
    .groupBy(b.state);
  return rows;
}
