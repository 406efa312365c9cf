import type { AgmmeetingItem } from '@cc/contracts/agmmeeting';
import { desc, eq } from 'drizzle-orm';
import type { AgmmeetingWork } from './agmmeeting-work';
import { notFound } from './refusals';
import { agmmeetingItems } from './tables';

export const TAGS = ['agmmeeting'];
const PAGE = 100;

export const toItem = (row: typeof agmmeetingItems.$inferSelect): AgmmeetingItem => ({
  itemID: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The community's newest items; the scope keeps every other community's rows out. */
export async function listItems(w: AgmmeetingWork): Promise<AgmmeetingItem[]> {
  const rows = await w.tx
    .select()
    .from(agmmeetingItems)
    .where(w.scope.owns(agmmeetingItems))
    .orderBy(desc(agmmeetingItems.createdAt))
    .limit(PAGE);
  return rows.map(toItem);
}

/** One item of the community; another community's ID reads as no such item. */
export async function findItem(w: AgmmeetingWork, itemId: string): Promise<AgmmeetingItem> {
  const [row] = await w.tx
    .select()
    .from(agmmeetingItems)
    .where(w.scope.owns(agmmeetingItems, eq(agmmeetingItems.id, itemId)));
  if (!row) throw notFound('AGMMEETING_ITEM_NOT_FOUND');
  return toItem(row);
}
