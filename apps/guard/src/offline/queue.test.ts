import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/http';
import { enqueue, listQueue, type QueuedEntry, resetQueueConnection } from './queue';
import { syncQueue } from './sync';

beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  globalThis.indexedDB = new IDBFactory();
  resetQueueConnection();
});

const scan = (n: number) =>
  enqueue({
    kind: 'patrol-scan',
    clientUUID: `00000000-0000-4000-8000-00000000000${n}`,
    communityID: 'riverside-condo',
    label: `checkpoint ${n}`,
    body: { communityID: 'riverside-condo', code: `code-${n}` },
  });

describe('the offline queue', () => {
  it('keeps entries with their client UUIDs in the order they were made, photos included', async () => {
    await scan(1);
    await enqueue({
      kind: 'incident',
      clientUUID: 'incident-1',
      communityID: 'riverside-condo',
      label: 'fire',
      body: { category: 'FIRE' },
      photos: [new Blob(['jpeg bytes'], { type: 'image/jpeg' })],
    });
    await scan(2);
    const all = await listQueue();
    expect(all.map((e) => e.clientUUID)).toEqual([
      '00000000-0000-4000-8000-000000000001',
      'incident-1',
      '00000000-0000-4000-8000-000000000002',
    ]);
    expect(all.every((e) => e.state === 'waiting')).toBe(true);
    expect(all[1]!.photos).toHaveLength(1);
  });

  it('sends in order and removes what the server took', async () => {
    await scan(1);
    await scan(2);
    await scan(3);
    const sent: string[] = [];
    const outcome = await syncQueue(async (e) => void sent.push(e.label));
    expect(sent).toEqual(['checkpoint 1', 'checkpoint 2', 'checkpoint 3']);
    expect(outcome).toEqual({ sent: 3, failed: 0, stopped: false });
    expect(await listQueue()).toEqual([]);
  });

  it("marks a refused entry failed with the server's message and goes on with the next", async () => {
    await scan(1);
    await scan(2);
    const outcome = await syncQueue(async (e) => {
      if (e.label === 'checkpoint 1')
        throw new ApiFailure(409, 'VMS_PASS_USED', 'This pass has already been used');
    });
    expect(outcome).toEqual({ sent: 1, failed: 1, stopped: false });
    const [left] = await listQueue();
    expect(left).toMatchObject({
      label: 'checkpoint 1',
      state: 'failed',
      error: 'This pass has already been used',
    });
    // A failed entry is not sent again by the next run: the guard dismisses it.
    let calls = 0;
    await syncQueue(async () => void calls++);
    expect(calls).toBe(0);
  });

  it('stops at no signal or a server error, keeping order, and resends with the same UUID later', async () => {
    await scan(1);
    await scan(2);
    const tried: string[] = [];
    const outcome = await syncQueue(async (e) => {
      tried.push(e.clientUUID);
      throw new ApiFailure(0, 'NETWORK', 'Failed to fetch');
    });
    expect(outcome).toEqual({ sent: 0, failed: 0, stopped: true });
    expect(tried).toHaveLength(1);
    expect((await listQueue()).map((e) => [e.state, e.attempts])).toEqual([
      ['waiting', 1],
      ['waiting', 0],
    ]);
    const again: string[] = [];
    await syncQueue(async (e) => void again.push(e.clientUUID));
    expect(again).toEqual([tried[0], '00000000-0000-4000-8000-000000000002']);
  });

  it('runs once however many triggers fire at the same time (online event, timer, button)', async () => {
    await scan(1);
    const sent: QueuedEntry[] = [];
    const send = async (e: QueuedEntry) => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(e);
    };
    await Promise.all([syncQueue(send), syncQueue(send), syncQueue(send)]);
    expect(sent).toHaveLength(1);
  });
});
