import type { ChatMessage } from '@cc/contracts/chat';

/** A message for the unit tests, by seq. */
export const messageOf = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  messageID: `m-${seq}`,
  roomID: 'r-1',
  seq,
  side: 'RESIDENT',
  senderID: 'u-1',
  senderName: 'Somchai',
  clientMessageID: null,
  text: `message ${seq}`,
  attachments: [],
  recalledAt: null,
  createdAt: '2026-11-27T03:00:00.000Z',
  ...over,
});
