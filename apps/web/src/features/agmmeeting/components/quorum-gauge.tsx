import { useTranslation } from 'react-i18next';
import { useFormatWeight } from '../figures/use-format-weight';
import { barWidth, formatPercent, percentOf } from '../figures/weights';

interface Props {
  /** Weight checked in now, integer millionths. */
  present: bigint;
  /** All votes on the roll. */
  total: bigint;
  /** The weight the community's quorum rule asks for (a quarter, a tenth, none when reconvened). */
  needed: bigint;
  presentUnits: number;
  totalUnits: number;
  /** The API's answer under the rule (compared by cross-multiplying there, not here). */
  reached: boolean;
  big?: boolean;
}

/**
 * How full the room is against its quorum: the bar fills with the weight present, a mark stands
 * at the rule's threshold, and the words say whether it is met, so colour is never the only cue.
 */
export function QuorumGauge({ present, total, needed, presentUnits, totalUnits, reached, big }: Props) {
  const { t, i18n } = useTranslation('agmmeeting');
  const lang = i18n.language;
  const weightText = useFormatWeight();
  const met = reached;
  const percent = percentOf(present, total);
  const text = t('quorum.detail', {
    present: weightText(present),
    total: weightText(total),
    units: presentUnits,
    totalUnits,
  });
  return (
    <div
      className={`agm-quorum${big ? ' agm-quorum--big' : ''}${met ? ' agm-quorum--met' : ''}`}
      data-testid="quorum-gauge"
    >
      <div className="agm-quorum__head">
        <span className="agm-quorum__title">{t('quorum.title')}</span>
        <strong data-testid="quorum-percent">{formatPercent(percent, lang)}</strong>
      </div>
      <div className="agm-quorum__track" aria-hidden="true">
        <div className="agm-quorum__fill" style={{ inlineSize: `${barWidth(present, total)}%` }} />
        {needed > 0n && (
          <div className="agm-quorum__mark" style={{ insetInlineStart: `${barWidth(needed, total)}%` }} />
        )}
      </div>
      <div className="agm-quorum__detail">{text}</div>
      <div className="agm-quorum__state" data-testid="quorum-state">
        {needed <= 0n
          ? t('quorum.none')
          : met
            ? t('quorum.met')
            : t('quorum.short', { needed: formatPercent(percentOf(needed, total), lang) })}
      </div>
    </div>
  );
}
