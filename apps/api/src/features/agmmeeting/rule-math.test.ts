import type { AgmVoteChoice } from '@cc/contracts/agmmeeting';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAW_RULES } from './law-rules';
import {
  type CountedVote,
  capDominantOwner,
  countVotes,
  type Fraction,
  type ItemFigures,
  passes,
  quorumReached,
  type RuleFigures,
  requiredWeight,
  shiftTally,
} from './rule-math';

const rule = (code: string): RuleFigures => LAW_RULES.find((r) => r.code === code)!;
const CHOICES: AgmVoteChoice[] = ['FOR', 'AGAINST', 'ABSTAIN'];

/**
 * The reference decides without cross-multiplying: the base's share as a quotient and remainder
 * (n * base = q * d + r), then "more than" is part > q and "at least" is part >= q, plus one when
 * r > 0. Two ways of writing the same law that must agree on every roll.
 */
function referenceMeets(part: bigint, whole: bigint, f: Fraction): boolean {
  const n = BigInt(f.numerator) * whole;
  const d = BigInt(f.denominator);
  const q = n / d;
  const r = n % d;
  return f.strict ? part > q : part >= q + (r > 0n ? 1n : 0n);
}

interface Roll {
  weights: bigint[];
  present: boolean[];
  /** A sequence of casts and voids by unit (changes included), in the order they happened. */
  casts: { unit: number; choice: AgmVoteChoice | null }[];
}

/**
 * Mulberry32: fast-check picks the size and a seed; the roll's thousands of figures come from this
 * small generator, because building them as fast-check arrays costs seconds over 500 rolls.
 */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (below: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % below) as number;
  };
}

/** 1 to 3,000 units, 6-decimal ratios (whole millionths), random presence and vote changes. */
const rollArb = fc
  .record({ size: fc.integer({ min: 1, max: 3000 }), seed: fc.integer() })
  .map(({ size, seed }): Roll => {
    const next = seeded(seed);
    const weights = Array.from({ length: size }, () => BigInt(1 + next(999_999)));
    const present = Array.from({ length: size }, () => next(4) > 0);
    const casts = Array.from({ length: next(size * 2 + 1) }, () => ({
      unit: next(size),
      choice: next(9) === 0 ? null : CHOICES[next(3)]!,
    }));
    return { weights, present, casts };
  });

describe('the law on integer millionths', () => {
  it('on 500 random rolls the running tally equals a recount, and every rule agrees with the reference', () => {
    fc.assert(
      fc.property(rollArb, (roll: Roll) => {
        let running = countVotes([]);
        const current = new Map<number, CountedVote>();
        for (const cast of roll.casts) {
          if (!roll.present[cast.unit]) continue;
          const next = cast.choice ? { choice: cast.choice, weight: roll.weights[cast.unit]! } : null;
          running = shiftTally(running, current.get(cast.unit) ?? null, next);
          if (next) current.set(cast.unit, next);
          else current.delete(cast.unit);
        }
        const recount = {
          for: { weight: 0n, units: 0 },
          against: { weight: 0n, units: 0 },
          abstain: { weight: 0n, units: 0 },
        };
        for (const v of current.values()) {
          const slot =
            v.choice === 'FOR' ? recount.for : v.choice === 'AGAINST' ? recount.against : recount.abstain;
          slot.weight += v.weight;
          slot.units++;
        }
        expect(running).toEqual(recount);

        const all = { weight: roll.weights.reduce((a, b) => a + b, 0n), units: roll.weights.length };
        const present = roll.weights.reduce(
          (f, w, i) => (roll.present[i] ? { weight: f.weight + w, units: f.units + 1 } : f),
          { weight: 0n, units: 0 },
        );
        const figures: ItemFigures = { ...running, present, all };
        for (const r of LAW_RULES) {
          for (const reconvened of [false, true]) {
            const f =
              reconvened && r.reconvenedNumerator !== null
                ? {
                    numerator: r.reconvenedNumerator,
                    denominator: r.reconvenedDenominator!,
                    strict: r.strict,
                  }
                : r;
            if (r.code.startsWith('QUORUM')) {
              const expected = f.numerator === 0 || referenceMeets(present.weight, all.weight, f);
              expect(quorumReached(r, present.weight, all.weight, reconvened)).toBe(expected);
              continue;
            }
            const expected =
              r.base === 'ALL_UNITS'
                ? referenceMeets(BigInt(running.for.units), BigInt(all.units), f)
                : referenceMeets(
                    running.for.weight,
                    r.base === 'PRESENT_WEIGHT' ? present.weight : all.weight,
                    f,
                  ) && (r.base === 'PRESENT_WEIGHT' ? present.weight : all.weight) > 0n;
            expect(passes(r, figures, reconvened), `${r.code} reconvened=${reconvened}`).toBe(expected);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('exactly a quarter of all votes present is a quorum, a millionth less is not', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), (quarter) => {
        const all = quarter * 4n;
        expect(quorumReached(rule('QUORUM_CONDO'), quarter, all, false)).toBe(true);
        expect(quorumReached(rule('QUORUM_CONDO'), quarter - 1n, all, false)).toBe(false);
        expect(requiredWeight(all, rule('QUORUM_CONDO'))).toBe(quarter);
        // Reconvened within 15 days: no quorum needed.
        expect(quorumReached(rule('QUORUM_CONDO'), 0n, all, true)).toBe(true);
      }),
    );
    // 1,000,000 millionths: 250,000 is a quorum, 249,999 not.
    expect(quorumReached(rule('QUORUM_CONDO'), 250_000n, 1_000_000n, false)).toBe(true);
    expect(quorumReached(rule('QUORUM_CONDO'), 249_999n, 1_000_000n, false)).toBe(false);
  });

  it('a missed half of all votes passes at a reconvened meeting with a third', () => {
    const half = rule('HALF_OF_ALL');
    const figures = (forWeight: bigint): ItemFigures => ({
      for: { weight: forWeight, units: 1 },
      against: { weight: 0n, units: 0 },
      abstain: { weight: 0n, units: 0 },
      present: { weight: forWeight, units: 1 },
      all: { weight: 999_999n, units: 100 },
    });
    expect(passes(half, figures(333_333n), false)).toBe(false);
    expect(passes(half, figures(333_333n), true)).toBe(true);
    expect(passes(half, figures(333_332n), true)).toBe(false);
    expect(passes(half, figures(500_000n), false)).toBe(true);
    expect(passes(half, figures(499_999n), false)).toBe(false);
    // ORDINARY is strictly more than half of those present.
    const ordinary = { ...figures(500_000n), present: { weight: 1_000_000n, units: 2 } };
    expect(passes(rule('ORDINARY'), ordinary, false)).toBe(false);
    expect(passes(rule('ORDINARY'), { ...ordinary, for: { weight: 500_001n, units: 1 } }, false)).toBe(true);
  });

  it('caps an owner over half of all votes at the others’ total, exactly, and leaves others alone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 999_999 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 999_999 }), { minLength: 0, maxLength: 40 }),
        (dominant, others) => {
          const roll = [
            ...dominant.map((w, i) => ({ unitId: `d${i}`, ownerKey: 'big', weight: BigInt(w) })),
            ...others.map((w, i) => ({ unitId: `o${i}`, ownerKey: `owner${i % 7}`, weight: BigInt(w) })),
          ];
          const capped = capDominantOwner(roll);
          const own = dominant.reduce((a, b) => a + BigInt(b), 0n);
          const rest = others.reduce((a, b) => a + BigInt(b), 0n);
          const total = own + rest;
          const owners = new Map<string, bigint>();
          for (const r of roll) owners.set(r.ownerKey, (owners.get(r.ownerKey) ?? 0n) + r.weight);
          for (const [key, held] of owners) {
            const after = roll
              .filter((r) => r.ownerKey === key)
              .reduce((a, r) => a + capped.get(r.unitId)!, 0n);
            expect(after).toBe(held * 2n > total ? total - held : held);
            for (const r of roll.filter((u) => u.ownerKey === key)) {
              if (held * 2n <= total) expect(capped.get(r.unitId)).toBe(r.weight);
              else expect(capped.get(r.unitId)! <= r.weight).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('in a village every plot is one vote, so the rules count plots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        (plots, presentRaw, forRaw) => {
          const present = presentRaw % (plots + 1);
          const forUnits = forRaw % (present + 1);
          const one = 1_000_000n;
          const figures: ItemFigures = {
            for: { weight: BigInt(forUnits) * one, units: forUnits },
            against: { weight: 0n, units: 0 },
            abstain: { weight: 0n, units: 0 },
            present: { weight: BigInt(present) * one, units: present },
            all: { weight: BigInt(plots) * one, units: plots },
          };
          expect(
            quorumReached(rule('QUORUM_VILLAGE'), figures.present.weight, figures.all.weight, false),
          ).toBe(present * 10 >= plots);
          expect(passes(rule('VILLAGE_ORDINARY'), figures, false)).toBe(
            present > 0 && forUnits * 2 > present,
          );
          expect(passes(rule('VILLAGE_HALF_OF_ALL'), figures, false)).toBe(forUnits * 2 >= plots);
        },
      ),
    );
  });
});
