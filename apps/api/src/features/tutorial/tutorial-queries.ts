import type { TutorialItem } from '@cc/contracts/tutorial';
import { desc, eq } from 'drizzle-orm';
import { notFound } from './refusals';
import { tutorialItems } from './tables';
import type { TutorialWork } from './tutorial-work';

export const TAGS = ['tutorial'];
const PAGE = 100;

export const toItem = (row: typeof tutorialItems.$inferSelect): TutorialItem => ({
  itemID: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The community's newest items; the scope keeps every other community's rows out. */
export async function listItems(w: TutorialWork): Promise<TutorialItem[]> {
  const rows = await w.tx
    .select()
    .from(tutorialItems)
    .where(w.scope.owns(tutorialItems))
    .orderBy(desc(tutorialItems.createdAt))
    .limit(PAGE);
  return rows.map(toItem);
}

/** One item of the community; another community's ID reads as no such item. */
export async function findItem(w: TutorialWork, itemId: string): Promise<TutorialItem> {
  const [row] = await w.tx
    .select()
    .from(tutorialItems)
    .where(w.scope.owns(tutorialItems, eq(tutorialItems.id, itemId)));
  if (!row) throw notFound('TUTORIAL_ITEM_NOT_FOUND');
  return toItem(row);
}
