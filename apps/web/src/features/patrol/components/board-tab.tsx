import type { RoundView } from '@cc/contracts/patrol';
import { Alert, Empty, Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useRounds } from '../api/patrol';
import { todayIn } from '../local-day';
import { StatusTag } from './status-tag';

/** Today's rounds as cards, earliest first; open pages refetch on every live change. */
export function BoardTab() {
  const { t } = useTranslation('patrol');
  const timeZone = useTimeZone();
  const today = todayIn(timeZone);
  const { data, error, isPending } = useRounds({ from: today, to: today });
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (isPending) return <Skeleton active />;
  if (!data.length) return <Empty description={t('board.empty')} data-testid="board-empty" />;
  return (
    <ul className="patrol-board" data-testid="patrol-board">
      {data.map((r) => (
        <RoundCard key={r.roundID} round={r} timeZone={timeZone} />
      ))}
    </ul>
  );
}

function RoundCard({ round: r, timeZone }: { round: RoundView; timeZone: string }) {
  const { t } = useTranslation('patrol');
  const scanned = r.checkpoints.filter((c) => c.scannedAt).length;
  return (
    <li className="cc-card patrol-round" data-testid="round-card">
      <div className="patrol-round__head">
        <strong>{r.planName}</strong>
        <StatusTag round={r} />
      </div>
      <div className="patrol-round__time">
        {formatDateTime(r.startsAt, timeZone)} – {formatDateTime(r.dueAt, timeZone)}
      </div>
      <Progress
        percent={Math.round((scanned / Math.max(1, r.checkpoints.length)) * 100)}
        size="small"
        format={() => `${scanned}/${r.checkpoints.length}`}
        aria-label={`${r.planName} ${scanned}/${r.checkpoints.length}`}
      />
      <div className="patrol-round__guard">
        {r.startedBy ? t('board.by', { name: r.startedBy.name }) : t('board.nobody')}
      </div>
    </li>
  );
}
