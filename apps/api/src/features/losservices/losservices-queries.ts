import type { LosservicesItem } from '@cc/contracts/losservices';
import { desc, eq } from 'drizzle-orm';
import type { LosservicesWork } from './losservices-work';
import { notFound } from './refusals';
import { losservicesItems } from './tables';

export const TAGS = ['losservices'];
const PAGE = 100;

export const toItem = (row: typeof losservicesItems.$inferSelect): LosservicesItem => ({
  itemID: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The community's newest items; the scope keeps every other community's rows out. */
export async function listItems(w: LosservicesWork): Promise<LosservicesItem[]> {
  const rows = await w.tx
    .select()
    .from(losservicesItems)
    .where(w.scope.owns(losservicesItems))
    .orderBy(desc(losservicesItems.createdAt))
    .limit(PAGE);
  return rows.map(toItem);
}

/** One item of the community; another community's ID reads as no such item. */
export async function findItem(w: LosservicesWork, itemId: string): Promise<LosservicesItem> {
  const [row] = await w.tx
    .select()
    .from(losservicesItems)
    .where(w.scope.owns(losservicesItems, eq(losservicesItems.id, itemId)));
  if (!row) throw notFound('LOSSERVICES_ITEM_NOT_FOUND');
  return toItem(row);
}
