import type { IncidentItem } from '@cc/contracts/incident';
import { desc, eq } from 'drizzle-orm';
import type { IncidentWork } from './incident-work';
import { notFound } from './refusals';
import { incidentItems } from './tables';

export const TAGS = ['incident'];
const PAGE = 100;

export const toItem = (row: typeof incidentItems.$inferSelect): IncidentItem => ({
  itemID: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The community's newest items; the scope keeps every other community's rows out. */
export async function listItems(w: IncidentWork): Promise<IncidentItem[]> {
  const rows = await w.tx
    .select()
    .from(incidentItems)
    .where(w.scope.owns(incidentItems))
    .orderBy(desc(incidentItems.createdAt))
    .limit(PAGE);
  return rows.map(toItem);
}

/** One item of the community; another community's ID reads as no such item. */
export async function findItem(w: IncidentWork, itemId: string): Promise<IncidentItem> {
  const [row] = await w.tx
    .select()
    .from(incidentItems)
    .where(w.scope.owns(incidentItems, eq(incidentItems.id, itemId)));
  if (!row) throw notFound('INCIDENT_ITEM_NOT_FOUND');
  return toItem(row);
}
