import { DEFAULT_TIME_ZONE } from '@cc/contracts/session';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { communities } from './tables';

/**
 * A community's profile as the operations answer it (communityInfo): the member's session reads
 * it, and the settings that edit it show it before and after. One shape for both.
 */
export async function communityInfo(tx: Executor, communityId: string) {
  const [c] = await tx.select().from(communities).where(eq(communities.id, communityId));
  return {
    communityID: c!.id,
    communityName: c!.name,
    communityType: c!.type,
    imageUrl: c!.imageUrl,
    address: c!.address,
    timeZone: c!.timeZone,
    currency: c!.currency,
  };
}

/** The zone a community's days, due dates and reports are counted in. */
export async function communityTimeZone(tx: Executor, communityId: string): Promise<string> {
  const [c] = await tx
    .select({ timeZone: communities.timeZone })
    .from(communities)
    .where(eq(communities.id, communityId));
  return c?.timeZone ?? DEFAULT_TIME_ZONE;
}
