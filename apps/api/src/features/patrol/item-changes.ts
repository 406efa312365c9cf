import type { PatrolItem } from '@cc/contracts/patrol';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { toItem } from './patrol-queries';
import type { PatrolWork } from './patrol-work';
import { notFound } from './refusals';
import { patrolItems } from './tables';

/** The audit log's line for a change: who made it, in which community, to what. */
const audit = (w: PatrolWork, action: string, item: PatrolItem) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `patrol.item.${action}`,
    target: item.itemID,
    after: item,
  });

export async function createItem(w: PatrolWork, title: string): Promise<PatrolItem> {
  const [row] = await w.tx
    .insert(patrolItems)
    .values({ communityId: w.scope.communityId, title })
    .returning();
  const item = toItem(row!);
  await audit(w, 'create', item);
  return item;
}

/** Another community's ID reads as no such item, as it does for reading one. */
export async function retitleItem(w: PatrolWork, itemId: string, title: string): Promise<PatrolItem> {
  const [row] = await w.tx
    .update(patrolItems)
    .set({ title })
    .where(w.scope.owns(patrolItems, eq(patrolItems.id, itemId)))
    .returning();
  if (!row) throw notFound('PATROL_ITEM_NOT_FOUND');
  const item = toItem(row);
  await audit(w, 'update', item);
  return item;
}
