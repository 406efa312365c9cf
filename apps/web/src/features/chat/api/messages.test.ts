// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagePage } from '../messages/merge';
import { messageOf } from '../messages/test-message';
import { chatKeys } from './chat-keys';
import { catchUp, heldRooms, loadOlder, putMessages } from './messages';

const callOp = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/api-client', () => ({ callOp }));

const C = 'community-1';
const R = 'room-1';
const key = chatKeys.messages(C, R);
const seqs = (qc: QueryClient) => qc.getQueryData<MessagePage>(key)?.messages.map((m) => m.seq);
const page = (from: number, to: number, hasMore: boolean) => ({
  items: Array.from({ length: to - from + 1 }, (_, i) => messageOf(from + i)),
  hasMore,
});

let qc: QueryClient;
beforeEach(() => {
  qc = new QueryClient();
  callOp.mockReset();
});

describe('catchUp after a reconnect', () => {
  it('asks after the last seq held without a hole, page by page until no more', async () => {
    qc.setQueryData<MessagePage>(key, { messages: [1, 2, 3, 7].map((s) => messageOf(s)), hasOlder: false });
    callOp.mockResolvedValueOnce(page(4, 6, true)).mockResolvedValueOnce(page(7, 9, false));
    await catchUp(qc, C, R);
    expect(callOp.mock.calls.map((c) => c[1].query.afterSeq)).toEqual([3, 7]);
    expect(seqs(qc)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lists the rooms it holds messages of', () => {
    qc.setQueryData<MessagePage>(key, { messages: [], hasOlder: false });
    qc.setQueryData<MessagePage>(chatKeys.messages(C, 'room-2'), { messages: [], hasOlder: false });
    expect(heldRooms(qc, C).sort()).toEqual(['room-1', 'room-2']);
    expect(heldRooms(qc, 'other')).toEqual([]);
  });
});

describe('loadOlder', () => {
  it('asks before the oldest held and keeps whether still older ones exist', async () => {
    qc.setQueryData<MessagePage>(key, { messages: [31, 32].map((s) => messageOf(s)), hasOlder: true });
    callOp.mockResolvedValueOnce(page(1, 30, false));
    await loadOlder(qc, C, R);
    expect(callOp.mock.calls[0]![1].query.beforeSeq).toBe(31);
    expect(seqs(qc)).toHaveLength(32);
    expect(qc.getQueryData<MessagePage>(key)?.hasOlder).toBe(false);
  });

  it('does not ask when nothing older exists', async () => {
    qc.setQueryData<MessagePage>(key, { messages: [messageOf(1)], hasOlder: false });
    await loadOlder(qc, C, R);
    expect(callOp).not.toHaveBeenCalled();
  });
});

describe('putMessages', () => {
  it('merges a live message once, and ignores rooms the page does not hold', () => {
    qc.setQueryData<MessagePage>(key, { messages: [1, 2].map((s) => messageOf(s)), hasOlder: false });
    putMessages(qc, C, R, [messageOf(3)]);
    putMessages(qc, C, R, [messageOf(3)]);
    putMessages(qc, C, 'room-9', [messageOf(1)]);
    expect(seqs(qc)).toEqual([1, 2, 3]);
    expect(qc.getQueryData(chatKeys.messages(C, 'room-9'))).toBeUndefined();
  });
});
