import { and, eq } from 'drizzle-orm';
import { type ItemRow, itemRow } from './agenda-queries';
import type { AgmmeetingWork } from './agmmeeting-work';
import { type MeetingRow, meetingRow } from './meeting-queries';
import { agmItems } from './tables';
import { decide, itemFigures, tallyContext } from './tally';

/**
 * Closes an OPEN item under its row lock: every vote committed before holds the same lock and is
 * in the figures; every later vote waits for the lock, then reads CLOSED and is refused. The
 * present weight is fixed with the result, so a later checkout does not change a decided item.
 */
export async function closeItem(w: AgmmeetingWork, m: MeetingRow, locked: ItemRow): Promise<ItemRow> {
  // The meeting's present figures as of now, not as of when the request first read it.
  const ctx = await tallyContext(w, await meetingRow(w, m.id));
  const figures = itemFigures(locked, ctx);
  const passed = decide(locked, figures, ctx);
  const [row] = await w.tx
    .update(agmItems)
    .set({
      state: 'CLOSED',
      closedAt: w.now,
      passed,
      presentWeight: ctx.present.weight,
      presentUnits: ctx.present.units,
    })
    .where(w.scope.owns(agmItems, eq(agmItems.id, locked.id)))
    .returning();
  w.touched.add(m.id);
  return row!;
}

/** Closes the meeting's open item, if any (closing the meeting). */
export async function closeOpenItem(w: AgmmeetingWork, m: MeetingRow) {
  const [open] = await w.tx
    .select({ id: agmItems.id })
    .from(agmItems)
    .where(w.scope.owns(agmItems, and(eq(agmItems.meetingId, m.id), eq(agmItems.state, 'OPEN'))));
  if (!open) return;
  const locked = await itemRow(w, open.id, true);
  if (locked.state === 'OPEN') await closeItem(w, m, locked);
}
