import { AGM_VOTE_CHOICES, type AgmItemTally, type AgmVoteChoice } from '@cc/contracts/agmmeeting';
import type { TallyLine } from '../components/tally-bars';
import { percentOf, toMillionths } from './weights';

const TONE = { FOR: 'for', AGAINST: 'against', ABSTAIN: 'abstain' } as const;
const FIGURE = { FOR: 'for', AGAINST: 'against', ABSTAIN: 'abstain' } as const satisfies Record<
  AgmVoteChoice,
  string
>;

/**
 * An item's bars: a resolution's three choices, an election's candidates (most votes first, as
 * the API sends them), nothing for information. The bases are the rule's: the weight present
 * or all votes, and the units it counts. A resolution's FOR line carries the share its rule
 * needs, which the bars mark.
 */
export function tallyLines(
  item: AgmItemTally,
  choiceLabel: (choice: AgmVoteChoice) => string,
): { lines: TallyLine[]; weightBase: bigint; unitBase: number } {
  const weightBase = toMillionths(item.base.weight);
  const unitBase = item.base.units;
  const t = item.threshold;
  // The rule's share, in percent of the same base as the bars (bigint division, rounded once).
  const needed =
    t && t.denominator > 0
      ? { percent: percentOf(BigInt(t.numerator), BigInt(t.denominator)), strict: t.strict }
      : undefined;
  if (item.kind === 'RESOLUTION')
    return {
      weightBase,
      unitBase,
      lines: AGM_VOTE_CHOICES.map((c) => ({
        key: c,
        label: choiceLabel(c),
        weight: toMillionths(item[FIGURE[c]].weight),
        units: item[FIGURE[c]].units,
        tone: TONE[c],
        ...(c === 'FOR' && needed ? { needed } : {}),
      })),
    };
  if (item.kind === 'ELECTION')
    return {
      weightBase,
      unitBase,
      lines: item.candidates.map((c) => ({
        key: c.candidateID,
        label: c.name,
        weight: toMillionths(c.weight),
        units: c.units,
        tone: 'candidate' as const,
        elected: c.elected,
      })),
    };
  return { weightBase, unitBase, lines: [] };
}
