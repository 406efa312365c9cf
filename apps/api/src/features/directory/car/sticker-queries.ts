import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { carStickerCounters, carStickers } from './tables';

/**
 * The next running number of the Buddhist year: one upsert that bumps the year's row, so issues
 * at once queue on that row and each gets its own number, with no gap and no repeat.
 */
export async function nextStickerSeq(tx: Executor, scope: CommunityScope, yearBe: number): Promise<number> {
  const [row] = await tx
    .insert(carStickerCounters)
    .values({ communityId: scope.communityId, yearBe, lastSeq: 1 })
    .onConflictDoUpdate({
      target: [carStickerCounters.communityId, carStickerCounters.yearBe],
      set: { lastSeq: sql`${carStickerCounters.lastSeq} + 1` },
    })
    .returning({ seq: carStickerCounters.lastSeq });
  return row!.seq;
}

export async function findSticker(tx: Executor, scope: CommunityScope, stickerId: string) {
  const [row] = await tx
    .select()
    .from(carStickers)
    .where(scope.owns(carStickers, eq(carStickers.id, stickerId)));
  return row;
}
