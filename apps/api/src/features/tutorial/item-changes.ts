import type { TutorialItem } from '@cc/contracts/tutorial';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { notFound } from './refusals';
import { tutorialItems } from './tables';
import { toItem } from './tutorial-queries';
import type { TutorialWork } from './tutorial-work';

/** The audit log's line for a change: who made it, in which community, to what. */
const audit = (w: TutorialWork, action: string, item: TutorialItem) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `tutorial.item.${action}`,
    target: item.itemID,
    after: item,
  });

export async function createItem(w: TutorialWork, title: string): Promise<TutorialItem> {
  const [row] = await w.tx
    .insert(tutorialItems)
    .values({ communityId: w.scope.communityId, title })
    .returning();
  const item = toItem(row!);
  await audit(w, 'create', item);
  return item;
}

/** Another community's ID reads as no such item, as it does for reading one. */
export async function retitleItem(w: TutorialWork, itemId: string, title: string): Promise<TutorialItem> {
  const [row] = await w.tx
    .update(tutorialItems)
    .set({ title })
    .where(w.scope.owns(tutorialItems, eq(tutorialItems.id, itemId)))
    .returning();
  if (!row) throw notFound('TUTORIAL_ITEM_NOT_FOUND');
  const item = toItem(row);
  await audit(w, 'update', item);
  return item;
}
