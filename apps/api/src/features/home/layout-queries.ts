import type { HomeLayout } from '@cc/contracts/home';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { homeLayouts } from './tables';

/** Nobody has arranged anything yet: the sidebar's order, nothing hidden. */
const EMPTY: HomeLayout = { order: [], hidden: [] };

export async function readLayout(tx: Executor, scope: CommunityScope, userId: string): Promise<HomeLayout> {
  const [row] = await tx
    .select({ order: homeLayouts.cardOrder, hidden: homeLayouts.hiddenCards })
    .from(homeLayouts)
    .where(scope.owns(homeLayouts, eq(homeLayouts.userId, userId)));
  return row ?? EMPTY;
}

/** One row per person and community, replaced whole: the last arrangement kept wins. */
export async function keepLayout(tx: Executor, scope: CommunityScope, userId: string, layout: HomeLayout) {
  await tx
    .insert(homeLayouts)
    .values({ communityId: scope.communityId, userId, cardOrder: layout.order, hiddenCards: layout.hidden })
    .onConflictDoUpdate({
      target: [homeLayouts.communityId, homeLayouts.userId],
      set: { cardOrder: layout.order, hiddenCards: layout.hidden, updatedAt: sql`now()` },
    });
}
