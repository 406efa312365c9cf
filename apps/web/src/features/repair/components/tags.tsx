import type { RepairState } from '@cc/contracts/repair-records';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Sla, STATE_COLOURS, slaColour } from '../states';

export function StateTag({ state }: { state: RepairState }) {
  const { t } = useTranslation('repair');
  return (
    <Tag color={STATE_COLOURS[state]} data-testid="state-tag">
      {t(`state.${state}`)}
    </Tag>
  );
}

export function SlaTag({ sla }: { sla: Sla }) {
  const { t } = useTranslation('repair');
  return (
    <Tag color={slaColour(sla).tag} data-testid={`sla-${sla}`}>
      {t(`sla.${sla}`)}
    </Tag>
  );
}

/** Stars as ★ marks with the number for screen readers. */
export function Stars({ stars }: { stars: number | null }) {
  const { t } = useTranslation('repair');
  if (stars === null) return <>–</>;
  return (
    <span className="rp-stars" role="img" aria-label={t('review.stars', { stars })}>
      {'★'.repeat(stars)}
      <span className="rp-stars__off">{'★'.repeat(Math.max(0, 5 - stars))}</span>
    </span>
  );
}
