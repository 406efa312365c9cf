import type { PatrolItem } from '@cc/contracts/patrol';
import { desc, eq } from 'drizzle-orm';
import type { PatrolWork } from './patrol-work';
import { notFound } from './refusals';
import { patrolItems } from './tables';

export const TAGS = ['patrol'];
const PAGE = 100;

export const toItem = (row: typeof patrolItems.$inferSelect): PatrolItem => ({
  itemID: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The community's newest items; the scope keeps every other community's rows out. */
export async function listItems(w: PatrolWork): Promise<PatrolItem[]> {
  const rows = await w.tx
    .select()
    .from(patrolItems)
    .where(w.scope.owns(patrolItems))
    .orderBy(desc(patrolItems.createdAt))
    .limit(PAGE);
  return rows.map(toItem);
}

/** One item of the community; another community's ID reads as no such item. */
export async function findItem(w: PatrolWork, itemId: string): Promise<PatrolItem> {
  const [row] = await w.tx
    .select()
    .from(patrolItems)
    .where(w.scope.owns(patrolItems, eq(patrolItems.id, itemId)));
  if (!row) throw notFound('PATROL_ITEM_NOT_FOUND');
  return toItem(row);
}
