import type { RecyclingItem } from '@cc/contracts/recycling';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { toItem } from './recycling-queries';
import type { RecyclingWork } from './recycling-work';
import { notFound } from './refusals';
import { recyclingItems } from './tables';

/** The audit log's line for a change: who made it, in which community, to what. */
const audit = (w: RecyclingWork, action: string, item: RecyclingItem) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `recycling.item.${action}`,
    target: item.itemID,
    after: item,
  });

export async function createItem(w: RecyclingWork, title: string): Promise<RecyclingItem> {
  const [row] = await w.tx
    .insert(recyclingItems)
    .values({ communityId: w.scope.communityId, title })
    .returning();
  const item = toItem(row!);
  await audit(w, 'create', item);
  return item;
}

/** Another community's ID reads as no such item, as it does for reading one. */
export async function retitleItem(w: RecyclingWork, itemId: string, title: string): Promise<RecyclingItem> {
  const [row] = await w.tx
    .update(recyclingItems)
    .set({ title })
    .where(w.scope.owns(recyclingItems, eq(recyclingItems.id, itemId)))
    .returning();
  if (!row) throw notFound('RECYCLING_ITEM_NOT_FOUND');
  const item = toItem(row);
  await audit(w, 'update', item);
  return item;
}
