import type { LosservicesItem } from '@cc/contracts/losservices';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { toItem } from './losservices-queries';
import type { LosservicesWork } from './losservices-work';
import { notFound } from './refusals';
import { losservicesItems } from './tables';

/** The audit log's line for a change: who made it, in which community, to what. */
const audit = (w: LosservicesWork, action: string, item: LosservicesItem) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `losservices.item.${action}`,
    target: item.itemID,
    after: item,
  });

export async function createItem(w: LosservicesWork, title: string): Promise<LosservicesItem> {
  const [row] = await w.tx
    .insert(losservicesItems)
    .values({ communityId: w.scope.communityId, title })
    .returning();
  const item = toItem(row!);
  await audit(w, 'create', item);
  return item;
}

/** Another community's ID reads as no such item, as it does for reading one. */
export async function retitleItem(
  w: LosservicesWork,
  itemId: string,
  title: string,
): Promise<LosservicesItem> {
  const [row] = await w.tx
    .update(losservicesItems)
    .set({ title })
    .where(w.scope.owns(losservicesItems, eq(losservicesItems.id, itemId)))
    .returning();
  if (!row) throw notFound('LOSSERVICES_ITEM_NOT_FOUND');
  const item = toItem(row);
  await audit(w, 'update', item);
  return item;
}
