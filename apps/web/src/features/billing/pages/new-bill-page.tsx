import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { OneBillForm } from '../components/one-bill-form';
import { RunForm } from '../components/run-form';

/** /dashboard/billing/list/newbill: a month's run (the usual way) or one unit's bill. */
export function NewBillPage() {
  const { t } = useTranslation('billing');
  return (
    <div>
      <PageHeader title={t('home.newBill')} />
      <Tabs
        items={[
          { key: 'run', label: t('run.tab'), children: <RunForm /> },
          { key: 'one', label: t('one.tab'), children: <OneBillForm /> },
        ]}
      />
    </div>
  );
}
