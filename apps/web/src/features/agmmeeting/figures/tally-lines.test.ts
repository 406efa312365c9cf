import type { AgmItemTally } from '@cc/contracts/agmmeeting';
import { describe, expect, it } from 'vitest';
import { tallyLines } from './tally-lines';

const figure = (weight: string, units: number) => ({ weight, units });
const base: AgmItemTally = {
  itemID: 'i1',
  seq: 1,
  title: 'Budget',
  kind: 'RESOLUTION',
  state: 'OPEN',
  ruleCode: 'ORDINARY',
  for: figure('300000', 3),
  against: figure('100000', 1),
  abstain: figure('0', 0),
  base: { kind: 'PRESENT_WEIGHT', weight: '500000', units: 5 },
  presentWeight: '500000',
  presentUnits: 5,
  quorumReached: true,
  passed: true,
  threshold: { numerator: 1, denominator: 2, strict: true },
  candidates: [],
};

describe('tallyLines', () => {
  it("gives a resolution's three choices against the rule's base", () => {
    const r = tallyLines(base, (c) => `[${c}]`);
    expect(r.weightBase).toBe(500_000n);
    expect(r.unitBase).toBe(5);
    expect(r.lines.map((l) => [l.key, l.label, l.weight, l.units, l.tone])).toEqual([
      ['FOR', '[FOR]', 300_000n, 3, 'for'],
      ['AGAINST', '[AGAINST]', 100_000n, 1, 'against'],
      ['ABSTAIN', '[ABSTAIN]', 0n, 0, 'abstain'],
    ]);
  });

  it("puts the rule's share on the FOR line only, as the API gave it (a reconvened 1/3 too)", () => {
    const r = tallyLines(base, (c) => c);
    expect(r.lines.map((l) => l.needed)).toEqual([{ percent: 50, strict: true }, undefined, undefined]);
    const third = tallyLines(
      { ...base, threshold: { numerator: 1, denominator: 3, strict: false } },
      (c) => c,
    );
    expect(third.lines[0]!.needed).toEqual({ percent: 33.33, strict: false });
    expect(tallyLines({ ...base, threshold: null }, (c) => c).lines[0]!.needed).toBeUndefined();
  });

  it("gives an election's candidates in the API's order, with who is elected", () => {
    const r = tallyLines(
      {
        ...base,
        kind: 'ELECTION',
        ruleCode: null,
        candidates: [
          { candidateID: 'c2', name: 'Somsri', weight: '400000', units: 4, elected: true },
          { candidateID: 'c1', name: 'Somchai', weight: '100000', units: 1, elected: false },
        ],
      },
      String,
    );
    expect(r.lines.map((l) => [l.key, l.label, l.weight, l.elected])).toEqual([
      ['c2', 'Somsri', 400_000n, true],
      ['c1', 'Somchai', 100_000n, false],
    ]);
  });

  it('has no bars for information', () => {
    expect(tallyLines({ ...base, kind: 'INFORMATION', ruleCode: null }, String).lines).toEqual([]);
  });
});
