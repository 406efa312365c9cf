import type { AgmItem } from '@cc/contracts/agmmeeting';
import { asc, eq } from 'drizzle-orm';
import type { AgmmeetingWork } from './agmmeeting-work';
import { notFound } from './refusals';
import { agmItems } from './tables';

export type ItemRow = typeof agmItems.$inferSelect;

export const toItem = (w: Pick<AgmmeetingWork, 'fileUrl'>, r: ItemRow): AgmItem => ({
  itemID: r.id,
  meetingID: r.meetingId,
  seq: r.seq,
  kind: r.kind,
  title: r.title,
  titleEn: r.titleEn,
  description: r.description,
  ruleCode: r.ruleCode,
  seats: r.seats,
  candidates: r.candidates,
  state: r.state,
  fileName: r.fileName,
  fileUrl: w.fileUrl(r.fileKey),
  openedAt: r.openedAt?.toISOString() ?? null,
  closedAt: r.closedAt?.toISOString() ?? null,
  passed: r.passed,
  minutesNote: r.minutesNote,
});

/** A meeting's items in agenda order. */
export async function meetingItems(
  w: Pick<AgmmeetingWork, 'tx' | 'scope'>,
  meetingId: string,
): Promise<ItemRow[]> {
  return w.tx
    .select()
    .from(agmItems)
    .where(w.scope.owns(agmItems, eq(agmItems.meetingId, meetingId)))
    .orderBy(asc(agmItems.seq));
}

/**
 * One item of the community; another community's ID reads as no such item. With `lock`, the row
 * is held until the transaction ends: votes and closing take this lock, so they are ordered.
 */
export async function itemRow(
  w: Pick<AgmmeetingWork, 'tx' | 'scope'>,
  itemId: string,
  lock = false,
): Promise<ItemRow> {
  const q = w.tx
    .select()
    .from(agmItems)
    .where(w.scope.owns(agmItems, eq(agmItems.id, itemId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('AGM_ITEM_NOT_FOUND');
  return row;
}
