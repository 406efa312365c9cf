import type { ChatMessage } from '@cc/contracts/chat';

/** What the page holds of one room: messages by seq, and whether older ones exist. */
export interface MessagePage {
  messages: ChatMessage[];
  hasOlder: boolean;
}

/**
 * Messages held plus messages fetched or pushed, as one list ordered by seq: a seq seen twice is
 * one message (the newer copy wins: a recall arrives as the same seq with its text gone).
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const m of held) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The highest seq up to which the held list has no hole, counting from its lowest: what a
 * catch-up (`afterSeq`) asks after, so a message pushed past a hole does not hide the hole.
 */
export function contiguousSeq(messages: readonly ChatMessage[]): number {
  if (messages.length === 0) return 0;
  let seq = messages[0]!.seq;
  for (const m of messages.slice(1)) {
    if (m.seq !== seq + 1) break;
    seq = m.seq;
  }
  return seq;
}

/** The seqs missing between the lowest and the highest held (empty when none). */
export function gapsIn(messages: readonly ChatMessage[]): number[] {
  const missing: number[] = [];
  for (let i = 1; i < messages.length; i++) {
    for (let s = messages[i - 1]!.seq + 1; s < messages[i]!.seq; s++) missing.push(s);
  }
  return missing;
}

export const lowestSeq = (messages: readonly ChatMessage[]) => messages[0]?.seq ?? 0;
export const highestSeq = (messages: readonly ChatMessage[]) => messages.at(-1)?.seq ?? 0;
