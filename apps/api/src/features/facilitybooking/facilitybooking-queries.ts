import type { FacilitybookingItem } from '@cc/contracts/facilitybooking';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { notFound } from './refusals';
import { facilitybookingItems } from './tables';

export const TAGS = ['facilitybooking'];
const PAGE = 100;

const toItem = (row: typeof facilitybookingItems.$inferSelect): FacilitybookingItem => ({
  itemID: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The community's newest items; the scope keeps every other community's rows out. */
export async function listItems(tx: Executor, scope: CommunityScope): Promise<FacilitybookingItem[]> {
  const rows = await tx
    .select()
    .from(facilitybookingItems)
    .where(scope.owns(facilitybookingItems))
    .orderBy(desc(facilitybookingItems.createdAt))
    .limit(PAGE);
  return rows.map(toItem);
}

/** One item of the community; another community's ID reads as no such item. */
export async function findItem(
  tx: Executor,
  scope: CommunityScope,
  itemId: string,
): Promise<FacilitybookingItem> {
  const [row] = await tx
    .select()
    .from(facilitybookingItems)
    .where(scope.owns(facilitybookingItems, eq(facilitybookingItems.id, itemId)));
  if (!row) throw notFound('FACILITYBOOKING_ITEM_NOT_FOUND');
  return toItem(row);
}
