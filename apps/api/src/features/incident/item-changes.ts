import type { IncidentItem } from '@cc/contracts/incident';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { toItem } from './incident-queries';
import type { IncidentWork } from './incident-work';
import { notFound } from './refusals';
import { incidentItems } from './tables';

/** The audit log's line for a change: who made it, in which community, to what. */
const audit = (w: IncidentWork, action: string, item: IncidentItem) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `incident.item.${action}`,
    target: item.itemID,
    after: item,
  });

export async function createItem(w: IncidentWork, title: string): Promise<IncidentItem> {
  const [row] = await w.tx
    .insert(incidentItems)
    .values({ communityId: w.scope.communityId, title })
    .returning();
  const item = toItem(row!);
  await audit(w, 'create', item);
  return item;
}

/** Another community's ID reads as no such item, as it does for reading one. */
export async function retitleItem(w: IncidentWork, itemId: string, title: string): Promise<IncidentItem> {
  const [row] = await w.tx
    .update(incidentItems)
    .set({ title })
    .where(w.scope.owns(incidentItems, eq(incidentItems.id, itemId)))
    .returning();
  if (!row) throw notFound('INCIDENT_ITEM_NOT_FOUND');
  const item = toItem(row);
  await audit(w, 'update', item);
  return item;
}
