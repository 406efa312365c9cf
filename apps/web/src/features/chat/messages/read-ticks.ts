import type { ChatMessage, ChatRoom } from '@cc/contracts/chat';

export type Tick = 'read' | 'sent' | null;

/**
 * The tick under a message: only the office's own messages carry one (the resident's are the
 * office's to read, the system's nobody's); read once the resident has read up to its seq.
 */
export function tickOf(
  message: Pick<ChatMessage, 'side' | 'seq' | 'recalledAt'>,
  room: Pick<ChatRoom, 'residentReadSeq'>,
): Tick {
  if (message.side !== 'OFFICE' || message.recalledAt) return null;
  return room.residentReadSeq >= message.seq ? 'read' : 'sent';
}

/** The seq the office should mark read, or null when it already has (nothing to send). */
export function seqToMarkRead(
  room: Pick<ChatRoom, 'officeReadSeq' | 'lastSeq'>,
  heldHighest: number,
): number | null {
  const seq = Math.max(room.lastSeq, heldHighest);
  return seq > room.officeReadSeq ? seq : null;
}
