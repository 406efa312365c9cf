import {
  AGM_RULES_BY_TYPE,
  type AgmCandidate,
  type AgmItem,
  type AgmItemTally,
  type AgmRuleCode,
} from '@cc/contracts/agmmeeting';
import type { AgmItemInput, itemOrderSchema } from '@cc/contracts/agmmeeting-inputs';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { itemRow, meetingItems, toItem } from './agenda-queries';
import { type AgmmeetingWork, auditAgm } from './agmmeeting-work';
import { closeItem } from './item-close';
import { meetingRow, quorumOf } from './meeting-queries';
import { expectState } from './meetings';
import { badRequest, conflict } from './refusals';
import { communityTypeOf } from './rule-queries';
import { agmItems } from './tables';
import { itemTally, tallyContext } from './tally';

type ItemInput = AgmItemInput;
interface ItemFields {
  kind: AgmItemInput['kind'];
  title: string;
  titleEn: string;
  description: string;
  ruleCode: AgmRuleCode | null;
  seats: number | null;
  candidates: AgmCandidate[];
}

/** The fields of an item by kind; a rule must be one of the community type's resolution rules. */
async function fieldsOf(w: AgmmeetingWork, input: AgmItemInput): Promise<ItemFields> {
  const common = {
    kind: input.kind,
    title: input.title,
    titleEn: input.titleEn ?? '',
    description: input.description ?? '',
  };
  if (input.kind === 'RESOLUTION') {
    const type = await communityTypeOf(w.tx, w.scope.communityId);
    const allowed: readonly string[] = AGM_RULES_BY_TYPE[type];
    if (!allowed.includes(input.ruleCode) || input.ruleCode.startsWith('QUORUM'))
      throw badRequest('AGM_RULE_NOT_FOR_COMMUNITY');
    return { ...common, ruleCode: input.ruleCode, seats: null, candidates: [] };
  }
  if (input.kind === 'ELECTION') {
    return {
      ...common,
      ruleCode: null,
      seats: input.seats,
      candidates: input.candidates.map((name) => ({ candidateID: crypto.randomUUID(), name })),
    };
  }
  return { ...common, ruleCode: null, seats: null, candidates: [] };
}

/** The agenda changes before the meeting opens. */
const EDITABLE = ['DRAFT', 'NOTICE_SENT'] as const;

export async function createItem(w: AgmmeetingWork, meetingId: string, input: ItemInput): Promise<AgmItem> {
  const m = await meetingRow(w, meetingId, true);
  expectState(m, ...EDITABLE);
  const [last] = await w.tx
    .select({ seq: max(agmItems.seq) })
    .from(agmItems)
    .where(w.scope.owns(agmItems, eq(agmItems.meetingId, m.id)));
  const [row] = await w.tx
    .insert(agmItems)
    .values({
      communityId: w.scope.communityId,
      meetingId: m.id,
      seq: (last?.seq ?? 0) + 1,
      ...(await fieldsOf(w, input)),
    })
    .returning();
  const item = toItem(w, row!);
  await auditAgm(w, 'agenda.create', item.itemID, item);
  return item;
}

export async function updateItem(w: AgmmeetingWork, itemId: string, input: ItemInput): Promise<AgmItem> {
  const before = await itemRow(w, itemId);
  const m = await meetingRow(w, before.meetingId, true);
  expectState(m, ...EDITABLE);
  const fields = await fieldsOf(w, input);
  // An election keeps its candidates' IDs where the names stay.
  if (fields.kind === 'ELECTION') {
    const kept = new Map(before.candidates.map((c) => [c.name, c.candidateID]));
    fields.candidates = fields.candidates.map((c) => ({
      ...c,
      candidateID: kept.get(c.name) ?? c.candidateID,
    }));
  }
  const [row] = await w.tx
    .update(agmItems)
    .set(fields)
    .where(w.scope.owns(agmItems, eq(agmItems.id, itemId)))
    .returning();
  const item = toItem(w, row!);
  await auditAgm(w, 'agenda.update', item.itemID, item, toItem(w, before));
  return item;
}

/** Only while the meeting is a draft; the items after it move up. */
export async function deleteItem(w: AgmmeetingWork, itemId: string): Promise<{ itemID: string }> {
  const before = await itemRow(w, itemId);
  const m = await meetingRow(w, before.meetingId, true);
  expectState(m, 'DRAFT');
  await w.tx.delete(agmItems).where(w.scope.owns(agmItems, eq(agmItems.id, itemId)));
  await renumber(
    w,
    (await meetingItems(w, m.id)).map((i) => i.id),
  );
  await auditAgm(w, 'agenda.delete', itemId, null, toItem(w, before));
  return { itemID: itemId };
}

async function renumber(w: AgmmeetingWork, ids: string[]) {
  for (const [n, id] of ids.entries()) {
    await w.tx
      .update(agmItems)
      .set({ seq: n + 1 })
      .where(w.scope.owns(agmItems, eq(agmItems.id, id)));
  }
}

export async function orderItems(
  w: AgmmeetingWork,
  input: z.output<typeof itemOrderSchema>,
): Promise<AgmItem[]> {
  const m = await meetingRow(w, input.meetingID, true);
  expectState(m, ...EDITABLE);
  const current = await meetingItems(w, m.id);
  const known = new Set(current.map((i) => i.id));
  if (current.length !== input.itemIDs.length || input.itemIDs.some((id) => !known.has(id))) {
    throw badRequest('AGM_ORDER_MISMATCH');
  }
  await renumber(w, input.itemIDs);
  await auditAgm(w, 'agenda.order', m.id, input.itemIDs);
  return (await meetingItems(w, m.id)).map((i) => toItem(w, i));
}

export async function attachFile(
  w: AgmmeetingWork,
  itemId: string,
  fileKey: string,
  fileName: string,
): Promise<AgmItem> {
  const before = await itemRow(w, itemId);
  const m = await meetingRow(w, before.meetingId, true);
  expectState(m, ...EDITABLE);
  const [row] = await w.tx
    .update(agmItems)
    .set({ fileKey, fileName })
    .where(w.scope.owns(agmItems, eq(agmItems.id, itemId)))
    .returning();
  await auditAgm(w, 'agenda.file', itemId, { fileName });
  return toItem(w, row!);
}

/** One item at a time, while the meeting is in session and the quorum holds (or it is reconvened). */
export async function openItem(w: AgmmeetingWork, itemId: string): Promise<AgmItem> {
  const before = await itemRow(w, itemId);
  const m = await meetingRow(w, before.meetingId, true);
  expectState(m, 'IN_SESSION');
  const item = await itemRow(w, itemId, true);
  if (item.state !== 'PENDING') throw conflict('AGM_ITEM_NOT_PENDING');
  const [open] = await w.tx
    .select({ id: agmItems.id })
    .from(agmItems)
    .where(w.scope.owns(agmItems, and(eq(agmItems.meetingId, m.id), eq(agmItems.state, 'OPEN'))));
  if (open) throw conflict('AGM_ANOTHER_ITEM_OPEN');
  if (!(await quorumOf(w, m)).reached) throw conflict('AGM_NO_QUORUM');
  const [row] = await w.tx
    .update(agmItems)
    .set({ state: 'OPEN', openedAt: w.now })
    .where(w.scope.owns(agmItems, eq(agmItems.id, itemId)))
    .returning();
  w.touched.add(m.id);
  await auditAgm(w, 'agenda.open', itemId, { openedAt: w.now.toISOString() });
  return toItem(w, row!);
}

export async function closeAgendaItem(w: AgmmeetingWork, itemId: string): Promise<AgmItem> {
  const before = await itemRow(w, itemId);
  const m = await meetingRow(w, before.meetingId);
  const item = await itemRow(w, itemId, true);
  if (item.state === 'CLOSED') throw conflict('AGM_ITEM_CLOSED');
  if (item.state !== 'OPEN') throw conflict('AGM_ITEM_NOT_OPEN');
  const row = await closeItem(w, m, item);
  await auditAgm(w, 'agenda.close', itemId, { passed: row.passed });
  return toItem(w, row);
}

export async function itemResult(w: AgmmeetingWork, itemId: string): Promise<AgmItemTally> {
  const item = await itemRow(w, itemId);
  const m = await meetingRow(w, item.meetingId);
  return itemTally(item, await tallyContext(w, m));
}
