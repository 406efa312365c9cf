import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../shared/ui/bar-chart';
import { useCollection } from '../api/documents';
import { compactNumber } from '../money';

/** Twelve months of what the bills charged beside what has been paid on them, in baht. */
export function CollectionChart() {
  const { t, i18n } = useTranslation('billing');
  const { data, error, isPending } = useCollection();
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (isPending || !data) return <Skeleton active />;
  const short = (period: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
      new Date(`${period}-01T00:00:00Z`),
    );
  return (
    <BarChart
      title={t('home.collectionTitle')}
      categoryLabel={t('home.monthAxis')}
      categories={data.map((m) => short(m.period))}
      formatValue={(v) => compactNumber(v)}
      emptyText={t('home.nothingBilled')}
      series={[
        {
          key: 'billed',
          label: t('home.billed'),
          color: 'var(--ant-color-primary, #1677ff)',
          values: data.map((m) => m.billedSatang / 100),
        },
        {
          key: 'collected',
          label: t('home.collected'),
          color: 'var(--ant-color-success, #389e0d)',
          values: data.map((m) => m.collectedSatang / 100),
        },
      ]}
    />
  );
}
