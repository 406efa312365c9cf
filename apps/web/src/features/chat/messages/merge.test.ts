import { describe, expect, it } from 'vitest';
import { contiguousSeq, gapsIn, highestSeq, lowestSeq, mergeMessages } from './merge';
import { messageOf } from './test-message';

const seqs = (ms: { seq: number }[]) => ms.map((m) => m.seq);

describe('mergeMessages', () => {
  it('puts an older page before the held one, ordered by seq', () => {
    const held = [31, 32, 33].map((s) => messageOf(s));
    const older = [28, 29, 30].map((s) => messageOf(s));
    expect(seqs(mergeMessages(held, older))).toEqual([28, 29, 30, 31, 32, 33]);
  });

  it('keeps one message per seq when a catch-up repeats what a live event brought', () => {
    const held = [1, 2, 3].map((s) => messageOf(s));
    const caughtUp = [3, 4, 5].map((s) => messageOf(s));
    const merged = mergeMessages(held, caughtUp);
    expect(seqs(merged)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes the newer copy of a seq (a recalled message loses its text)', () => {
    const held = [messageOf(1), messageOf(2)];
    const recalled = messageOf(2, { text: '', recalledAt: '2026-11-27T03:01:00.000Z' });
    const merged = mergeMessages(held, [recalled]);
    expect(merged[1]?.recalledAt).not.toBeNull();
    expect(merged).toHaveLength(2);
  });

  it('orders pages that arrive out of order', () => {
    const merged = mergeMessages([messageOf(5)], [messageOf(7), messageOf(6), messageOf(4)]);
    expect(seqs(merged)).toEqual([4, 5, 6, 7]);
  });

  it('does not change the lists it was given', () => {
    const held = [messageOf(2)];
    mergeMessages(held, [messageOf(1)]);
    expect(seqs(held)).toEqual([2]);
  });
});

describe('holes', () => {
  it('finds where a pushed message skipped some (a drop before the catch-up)', () => {
    const ms = mergeMessages(
      [1, 2, 3].map((s) => messageOf(s)),
      [messageOf(6)],
    );
    expect(gapsIn(ms)).toEqual([4, 5]);
    expect(contiguousSeq(ms)).toBe(3);
  });

  it('counts a list without holes up to its end, and an empty one as 0', () => {
    expect(contiguousSeq([4, 5, 6].map((s) => messageOf(s)))).toBe(6);
    expect(contiguousSeq([])).toBe(0);
    expect(gapsIn([])).toEqual([]);
  });

  it('gives the ends of the held list', () => {
    const ms = [3, 4, 9].map((s) => messageOf(s));
    expect(lowestSeq(ms)).toBe(3);
    expect(highestSeq(ms)).toBe(9);
    expect(highestSeq([])).toBe(0);
  });
});
