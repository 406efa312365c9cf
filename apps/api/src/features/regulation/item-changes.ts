import type { RegulationItem } from '@cc/contracts/regulation';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { notFound } from './refusals';
import { toItem } from './regulation-queries';
import type { RegulationWork } from './regulation-work';
import { regulationItems } from './tables';

/** The audit log's line for a change: who made it, in which community, to what. */
const audit = (w: RegulationWork, action: string, item: RegulationItem) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `regulation.item.${action}`,
    target: item.itemID,
    after: item,
  });

export async function createItem(w: RegulationWork, title: string): Promise<RegulationItem> {
  const [row] = await w.tx
    .insert(regulationItems)
    .values({ communityId: w.scope.communityId, title })
    .returning();
  const item = toItem(row!);
  await audit(w, 'create', item);
  return item;
}

/** Another community's ID reads as no such item, as it does for reading one. */
export async function retitleItem(w: RegulationWork, itemId: string, title: string): Promise<RegulationItem> {
  const [row] = await w.tx
    .update(regulationItems)
    .set({ title })
    .where(w.scope.owns(regulationItems, eq(regulationItems.id, itemId)))
    .returning();
  if (!row) throw notFound('REGULATION_ITEM_NOT_FOUND');
  const item = toItem(row);
  await audit(w, 'update', item);
  return item;
}
