import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../shared/ui/bar-chart';
import { useHourly } from './inside-api';

/** Today's entries and exits hour by hour, in the community's clock. */
export function HourlyChart() {
  const { t } = useTranslation('inside');
  const { data, error, isPending } = useHourly();
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (isPending || !data) return <Skeleton active />;
  return (
    <BarChart
      title={t('hourly.title')}
      categoryLabel={t('hourly.hour')}
      categories={data.hours.map((h) => String(h.hour).padStart(2, '0'))}
      height={220}
      series={[
        {
          key: 'entries',
          label: t('hourly.entries'),
          color: 'var(--ant-color-primary, #1677ff)',
          values: data.hours.map((h) => h.entries),
        },
        {
          key: 'exits',
          label: t('hourly.exits'),
          color: 'var(--ant-color-success, #389e0d)',
          values: data.hours.map((h) => h.exits),
        },
      ]}
    />
  );
}
