import type { RoundView } from '@cc/contracts/patrol';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = {
  SCHEDULED: 'default',
  IN_PROGRESS: 'processing',
  DONE: 'success',
  PARTIAL: 'warning',
  MISSED: 'error',
} as const;

/** A round's state; a done round with a late scan says so. */
export function StatusTag({ round }: { round: Pick<RoundView, 'status' | 'checkpoints'> }) {
  const { t } = useTranslation('patrol');
  const late = round.status === 'DONE' && round.checkpoints.some((c) => c.late);
  return (
    <Tag color={late ? 'orange' : COLORS[round.status]} data-testid="round-status">
      {late ? t('status.LATE') : t(`status.${round.status}`)}
    </Tag>
  );
}
