import { useTranslation } from 'react-i18next';
import { useFormatWeight } from '../figures/use-format-weight';
import { barWidth, formatPercent, percentOf } from '../figures/weights';

/** One choice's count: FOR, AGAINST, ABSTAIN, or a candidate. */
export interface TallyLine {
  key: string;
  label: string;
  /** Integer millionths of all votes. */
  weight: bigint;
  units: number;
  tone?: 'for' | 'against' | 'abstain' | 'candidate';
  /** An election's candidate among the seats filled. */
  elected?: boolean;
  /** The share of the base the rule needs (FOR of a resolution): marked on the bar. */
  needed?: { percent: number; strict: boolean };
}

interface Props {
  lines: readonly TallyLine[];
  /** What the item's rule divides by: the weight present, or all votes. */
  weightBase: bigint;
  unitBase: number;
  /** The projector's big type. */
  big?: boolean;
}

/**
 * A bar per choice, by weight (what decides) with the units beside it (what the room counts).
 * The bar itself is decoration: its figures are written under it, so a screen reader hears the
 * same result the room sees; widths come from bigint arithmetic, so the bars match the minutes.
 * A thin line marks the share the item's rule needs; it stands at the bar's inline start side,
 * as the bar grows, so in Arabic both run from the right. Its words are for screen readers.
 */
export function TallyBars({ lines, weightBase, unitBase, big }: Props) {
  const { t, i18n } = useTranslation('agmmeeting');
  const lang = i18n.language;
  const weightText = useFormatWeight();
  return (
    <ul className={`agm-tally${big ? ' agm-tally--big' : ''}`} data-testid="tally-bars">
      {lines.map((line) => {
        const percent = percentOf(line.weight, weightBase);
        const text = t('tally.line', {
          weight: weightText(line.weight),
          percent: formatPercent(percent, lang),
          units: line.units,
          unitBase,
        });
        return (
          <li key={line.key} className={`agm-tally__line agm-tally__line--${line.tone ?? 'candidate'}`}>
            <div className="agm-tally__head">
              <span className="agm-tally__label">
                {line.label}
                {line.elected && <span className="agm-tally__elected"> · {t('tally.elected')}</span>}
              </span>
              <span className="agm-tally__figure" data-testid={`tally-${line.key}`}>
                {formatPercent(percent, lang)}
              </span>
            </div>
            <div className="agm-tally__track" aria-hidden="true">
              <div
                className="agm-tally__bar"
                style={{ inlineSize: `${barWidth(line.weight, weightBase)}%` }}
              />
              {line.needed && (
                <div
                  className="agm-tally__mark"
                  data-testid={`tally-${line.key}-mark`}
                  style={{ insetInlineStart: `${Math.min(100, line.needed.percent)}%` }}
                />
              )}
            </div>
            <div className="agm-tally__detail" data-testid={`tally-${line.key}-detail`}>
              {text}
              {line.needed && (
                <span className="agm-visually-hidden">
                  {' '}
                  {t(line.needed.strict ? 'tally.neededMore' : 'tally.neededAtLeast', {
                    percent: formatPercent(line.needed.percent, lang),
                  })}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
