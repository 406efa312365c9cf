import type { RegulationItem } from '@cc/contracts/regulation';
import { desc, eq } from 'drizzle-orm';
import { notFound } from './refusals';
import type { RegulationWork } from './regulation-work';
import { regulationItems } from './tables';

export const TAGS = ['regulation'];
const PAGE = 100;

export const toItem = (row: typeof regulationItems.$inferSelect): RegulationItem => ({
  itemID: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The community's newest items; the scope keeps every other community's rows out. */
export async function listItems(w: RegulationWork): Promise<RegulationItem[]> {
  const rows = await w.tx
    .select()
    .from(regulationItems)
    .where(w.scope.owns(regulationItems))
    .orderBy(desc(regulationItems.createdAt))
    .limit(PAGE);
  return rows.map(toItem);
}

/** One item of the community; another community's ID reads as no such item. */
export async function findItem(w: RegulationWork, itemId: string): Promise<RegulationItem> {
  const [row] = await w.tx
    .select()
    .from(regulationItems)
    .where(w.scope.owns(regulationItems, eq(regulationItems.id, itemId)));
  if (!row) throw notFound('REGULATION_ITEM_NOT_FOUND');
  return toItem(row);
}
