import { Alert, Empty, List, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/i18n/format-time';
import { ltr } from '../../../shared/i18n/isolate';
import { useTopUnits } from './inside-api';

/** The units most visited over the last 30 community days. */
export function TopUnits({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('inside');
  const { data, error, isPending } = useTopUnits(from, to);
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (isPending || !data) return <Skeleton active />;
  if (data.length === 0) return <Empty description={t('topUnits.none')} />;
  return (
    <List
      size="small"
      data-testid="inside-top-units"
      dataSource={data}
      renderItem={(u, i) => (
        <List.Item extra={t('topUnits.visits', { n: formatNumber(u.visits) })}>
          <span className="vms-inside__rank">
            <span className="vms-inside__rank-no">{formatNumber(i + 1)}</span>
            {ltr(u.unitNo)}
          </span>
        </List.Item>
      )}
    />
  );
}
