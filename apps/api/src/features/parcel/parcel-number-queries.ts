import { sql } from 'drizzle-orm';
import type { DeskWork } from './desk-work';
import { parcelCounters } from './tables';

/**
 * Takes `count` parcel numbers and answers the first. The counter row stays locked until the
 * transaction ends, so concurrent receives (and imports) queue here and never share a number;
 * a transaction that rolls back gives its numbers back.
 */
export async function allocateNumbers(w: DeskWork, count: number): Promise<number> {
  const [row] = await w.tx
    .insert(parcelCounters)
    .values({ communityId: w.scope.communityId, lastNo: count })
    .onConflictDoUpdate({
      target: parcelCounters.communityId,
      set: { lastNo: sql`${parcelCounters.lastNo} + ${count}` },
    })
    .returning({ lastNo: parcelCounters.lastNo });
  return row!.lastNo - count + 1;
}

export async function nextNumber(w: DeskWork): Promise<number> {
  const [row] = await w.tx
    .select({ lastNo: parcelCounters.lastNo })
    .from(parcelCounters)
    .where(w.scope.owns(parcelCounters));
  return (row?.lastNo ?? 0) + 1;
}
