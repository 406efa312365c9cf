import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { runOffThread } from './off-thread';

const SUM = new URL('./fixtures/sum.worker.ts', import.meta.url);

describe('runOffThread', () => {
  it("answers the worker's result, computed on another thread", async () => {
    const answer = await runOffThread<number[], { sum: number; thread: number }>(SUM, [1, 2, 39]);
    expect(answer.sum).toBe(42);
    expect(answer.thread).not.toBe(threadId);
  });

  it("rejects with the worker's own error", async () => {
    await expect(runOffThread(SUM, [])).rejects.toThrow('nothing to add');
  });
});
