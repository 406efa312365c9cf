import { describe, expect, it } from 'vitest';
import { type ProgressLine, readProgressStream } from './read-progress-stream';

/** A streamed answer delivered in the given chunks (lines may be cut anywhere). */
const streamed = (chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(c) {
        for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
        c.close();
      },
    }),
  );

type Line = ProgressLine | { type: 'result'; ok: boolean };
const parse = (v: unknown) => v as Line;

describe('readProgressStream', () => {
  it('reports progress line by line, across cut chunks, and answers the result', async () => {
    const seen: unknown[] = [];
    const result = await readProgressStream(
      streamed([
        '{"type":"started","total":4}\n{"type":"prog',
        'ress","done":2,"total":4}\n\n',
        '{"type":"result","ok":true}\n',
      ]),
      parse,
      (p) => seen.push(p),
    );
    expect(seen).toEqual([
      { done: 0, total: 4 },
      { done: 2, total: 4 },
    ]);
    expect(result).toEqual({ type: 'result', ok: true });
  });

  it('fails when the connection closes before the result', async () => {
    await expect(
      readProgressStream(streamed(['{"type":"started","total":4}\n']), parse, () => {}),
    ).rejects.toThrow('closed before the import finished');
  });
});
