import { Alert, Button, Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BarChart } from '../../../shared/ui/bar-chart';
import { PageHeader } from '../../../shared/ui/page-header';
import { useBillingSummary } from '../api/billing';
import { AgingTable } from '../components/aging-table';
import { CollectionChart } from '../components/collection-chart';
import { baht, compactNumber, periodLabel } from '../money';
import '../billing.css';

/**
 * /dashboard/billing: this month's billed, collected and outstanding, how the open amount ages,
 * twelve months of billed against collected, and the aging table by building with its Excel.
 */
export function BillingPage() {
  const { t, i18n } = useTranslation('billing');
  const { data, error, isPending } = useBillingSummary();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.billing')}
        extra={
          <>
            <Link to="/dashboard/billing/list">
              <Button>{t('home.toList')}</Button>
            </Link>
            <Link to="/dashboard/billing/list/newbill">
              <Button type="primary">{t('home.newBill')}</Button>
            </Link>
          </>
        }
      />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : isPending || !data ? (
        <Skeleton active />
      ) : (
        <>
          <p className="cc-muted">{t('home.month', { month: periodLabel(data.period, i18n.language) })}</p>
          <div className="billing-figures">
            <Card>
              <Statistic title={t('home.billed')} value={baht(data.billedSatang)} />
            </Card>
            <Card>
              <Statistic title={t('home.collected')} value={baht(data.collectedSatang)} />
            </Card>
            <Card>
              <Statistic title={t('home.outstanding')} value={baht(data.outstandingSatang)} />
            </Card>
            <Card>
              <Statistic title={t('home.overdue')} value={data.overdueCount} />
              <span className="cc-muted">{t('home.debtors', { count: data.debtorUnits })}</span>
            </Card>
          </div>
          <h2 className="billing-section">{t('home.agingTitle')}</h2>
          <BarChart
            title={t('home.agingTitle')}
            categoryLabel={t('home.age')}
            categories={data.aging.map((a) => t(`aging.${a.bucket}`))}
            // Short baht on the axis (150K): a six-figure amount does not fit its width.
            formatValue={(v) => compactNumber(v)}
            series={[
              {
                key: 'outstanding',
                label: t('home.outstanding'),
                color: 'var(--ant-color-error, #cf1322)',
                values: data.aging.map((a) => a.satang / 100),
              },
            ]}
          />
        </>
      )}
      <h2 className="billing-section">{t('home.collectionTitle')}</h2>
      <CollectionChart />
      <AgingTable />
    </div>
  );
}
