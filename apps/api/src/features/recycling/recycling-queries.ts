import type { RecyclingItem } from '@cc/contracts/recycling';
import { desc, eq } from 'drizzle-orm';
import type { RecyclingWork } from './recycling-work';
import { notFound } from './refusals';
import { recyclingItems } from './tables';

export const TAGS = ['recycling'];
const PAGE = 100;

export const toItem = (row: typeof recyclingItems.$inferSelect): RecyclingItem => ({
  itemID: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The community's newest items; the scope keeps every other community's rows out. */
export async function listItems(w: RecyclingWork): Promise<RecyclingItem[]> {
  const rows = await w.tx
    .select()
    .from(recyclingItems)
    .where(w.scope.owns(recyclingItems))
    .orderBy(desc(recyclingItems.createdAt))
    .limit(PAGE);
  return rows.map(toItem);
}

/** One item of the community; another community's ID reads as no such item. */
export async function findItem(w: RecyclingWork, itemId: string): Promise<RecyclingItem> {
  const [row] = await w.tx
    .select()
    .from(recyclingItems)
    .where(w.scope.owns(recyclingItems, eq(recyclingItems.id, itemId)));
  if (!row) throw notFound('RECYCLING_ITEM_NOT_FOUND');
  return toItem(row);
}
