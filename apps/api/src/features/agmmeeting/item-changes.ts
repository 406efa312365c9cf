import type { AgmmeetingItem } from '@cc/contracts/agmmeeting';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { toItem } from './agmmeeting-queries';
import type { AgmmeetingWork } from './agmmeeting-work';
import { notFound } from './refusals';
import { agmmeetingItems } from './tables';

/** The audit log's line for a change: who made it, in which community, to what. */
const audit = (w: AgmmeetingWork, action: string, item: AgmmeetingItem) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `agmmeeting.item.${action}`,
    target: item.itemID,
    after: item,
  });

export async function createItem(w: AgmmeetingWork, title: string): Promise<AgmmeetingItem> {
  const [row] = await w.tx
    .insert(agmmeetingItems)
    .values({ communityId: w.scope.communityId, title })
    .returning();
  const item = toItem(row!);
  await audit(w, 'create', item);
  return item;
}

/** Another community's ID reads as no such item, as it does for reading one. */
export async function retitleItem(w: AgmmeetingWork, itemId: string, title: string): Promise<AgmmeetingItem> {
  const [row] = await w.tx
    .update(agmmeetingItems)
    .set({ title })
    .where(w.scope.owns(agmmeetingItems, eq(agmmeetingItems.id, itemId)))
    .returning();
  if (!row) throw notFound('AGMMEETING_ITEM_NOT_FOUND');
  const item = toItem(row);
  await audit(w, 'update', item);
  return item;
}
