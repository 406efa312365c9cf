import type { AgmRuleBase, AgmRuleCode, AgmVoteChoice } from '@cc/contracts/agmmeeting';

/**
 * The law's arithmetic on integer millionths, pure (no database, no clock). Every decision
 * compares by cross-multiplying bigints (part * denominator against numerator * whole), so a
 * weight of exactly a quarter is a quorum and a millionth less is not; no float ever decides.
 */

/** "0.012345" (the directory's 6-decimal ratio) as whole millionths; no float on the way. */
export function ratioToMillionths(ratio: string | null): bigint {
  if (!ratio) return 0n;
  const [whole = '0', fraction = ''] = ratio.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6) || '0');
}

export interface Fraction {
  numerator: number;
  denominator: number;
  /** More than the fraction (ORDINARY: more than half), or at least it. */
  strict: boolean;
}

export interface RuleFigures extends Fraction {
  code: AgmRuleCode;
  base: AgmRuleBase;
  /** At a reconvened meeting (null: the same fraction; numerator 0: nothing needed). */
  reconvenedNumerator: number | null;
  reconvenedDenominator: number | null;
}

export interface Figure {
  weight: bigint;
  units: number;
}

/** One item's counted votes and the roll they are taken against. */
export interface ItemFigures {
  for: Figure;
  against: Figure;
  abstain: Figure;
  present: Figure;
  /** Every eligible unit of the roll: all votes, all units. */
  all: Figure;
}

/** Whether `part` reaches the fraction of `whole`, by cross-multiplying. */
export function meets(part: bigint, whole: bigint, f: Fraction): boolean {
  const left = part * BigInt(f.denominator);
  const right = BigInt(f.numerator) * whole;
  return f.strict ? left > right : left >= right;
}

/** The fraction a rule asks for, at a first or a reconvened meeting. */
export function fractionOf(rule: RuleFigures, reconvened: boolean): Fraction {
  if (reconvened && rule.reconvenedNumerator !== null && rule.reconvenedDenominator !== null) {
    return {
      numerator: rule.reconvenedNumerator,
      denominator: rule.reconvenedDenominator,
      strict: rule.strict,
    };
  }
  return { numerator: rule.numerator, denominator: rule.denominator, strict: rule.strict };
}

/** What the rule's fraction is taken of, on these figures. */
export function baseOf(rule: Pick<RuleFigures, 'base'>, f: Pick<ItemFigures, 'present' | 'all'>): Figure {
  return rule.base === 'PRESENT_WEIGHT' ? f.present : f.all;
}

/**
 * Whether a resolution passes: FOR weight against the base's weight, or, for a base of all units
 * (unanimity), FOR units against all units. Nothing passes on an empty base.
 */
export function passes(rule: RuleFigures, f: ItemFigures, reconvened: boolean): boolean {
  const fraction = fractionOf(rule, reconvened);
  if (rule.base === 'ALL_UNITS') {
    return f.all.units > 0 && meets(BigInt(f.for.units), BigInt(f.all.units), fraction);
  }
  const base = baseOf(rule, f);
  return base.weight > 0n && meets(f.for.weight, base.weight, fraction);
}

/** Whether the present weight is a quorum; a reconvened meeting whose rule asks nothing always is. */
export function quorumReached(rule: RuleFigures, present: bigint, all: bigint, reconvened: boolean): boolean {
  const fraction = fractionOf(rule, reconvened);
  if (fraction.numerator === 0) return true;
  return all > 0n && meets(present, all, fraction);
}

/** The least whole millionths that meet the fraction of `whole` (what the quorum gauge shows). */
export function requiredWeight(whole: bigint, f: Fraction): bigint {
  if (f.numerator === 0) return f.strict ? 1n : 0n;
  const n = BigInt(f.numerator) * whole;
  const d = BigInt(f.denominator);
  return f.strict ? n / d + 1n : (n + d - 1n) / d;
}

export interface CountedVote {
  choice: AgmVoteChoice;
  weight: bigint;
}

/** FOR, AGAINST and ABSTAIN figures of a list of votes (one per unit). */
export function countVotes(votes: readonly CountedVote[]): Pick<ItemFigures, 'for' | 'against' | 'abstain'> {
  const figures = {
    for: { weight: 0n, units: 0 },
    against: { weight: 0n, units: 0 },
    abstain: { weight: 0n, units: 0 },
  };
  for (const v of votes) {
    const f = v.choice === 'FOR' ? figures.for : v.choice === 'AGAINST' ? figures.against : figures.abstain;
    f.weight += v.weight;
    f.units += 1;
  }
  return figures;
}

export interface RollWeight {
  unitId: string;
  /** The same text for every unit of one owner (their user IDs, sorted and joined). */
  ownerKey: string;
  weight: bigint;
}

/**
 * Condominium Act s.45: an owner holding more than half of all votes votes with no more than the
 * others' total. The owner's units are scaled down together so they sum to exactly that total;
 * the millionths left by rounding go to the units with the largest remainders (unit ID order on
 * ties), so the result is whole millionths and the same on every run. Other units are untouched.
 */
export function capDominantOwner(roll: readonly RollWeight[]): Map<string, bigint> {
  const out = new Map(roll.map((r) => [r.unitId, r.weight]));
  const total = roll.reduce((sum, r) => sum + r.weight, 0n);
  const byOwner = new Map<string, RollWeight[]>();
  for (const r of roll) byOwner.set(r.ownerKey, [...(byOwner.get(r.ownerKey) ?? []), r]);
  for (const units of byOwner.values()) {
    const own = units.reduce((sum, r) => sum + r.weight, 0n);
    if (own * 2n <= total) continue;
    const target = total - own;
    const shares = units
      .map((r) => ({ unitId: r.unitId, whole: (r.weight * target) / own, rest: (r.weight * target) % own }))
      .sort((a, b) => (a.rest === b.rest ? a.unitId.localeCompare(b.unitId) : a.rest > b.rest ? -1 : 1));
    let left = target - shares.reduce((sum, s) => sum + s.whole, 0n);
    for (const s of shares) {
      out.set(s.unitId, s.whole + (left > 0n ? 1n : 0n));
      if (left > 0n) left -= 1n;
    }
    break; // at most one owner can hold more than half
  }
  return out;
}

export type ChoiceFigures = Pick<ItemFigures, 'for' | 'against' | 'abstain'>;

/**
 * The item's figures after one unit's vote changes: its previous vote (if any) comes off, its new
 * one (if any; none for a void) goes on. The vote's transaction applies this to the locked tally
 * row, so the stored figures always equal a recount of the stored votes.
 */
export function shiftTally(
  t: ChoiceFigures,
  previous: CountedVote | null,
  next: CountedVote | null,
): ChoiceFigures {
  const out = { for: { ...t.for }, against: { ...t.against }, abstain: { ...t.abstain } };
  const slot = (c: AgmVoteChoice) => (c === 'FOR' ? out.for : c === 'AGAINST' ? out.against : out.abstain);
  if (previous) {
    slot(previous.choice).weight -= previous.weight;
    slot(previous.choice).units -= 1;
  }
  if (next) {
    slot(next.choice).weight += next.weight;
    slot(next.choice).units += 1;
  }
  return out;
}
