import type { Parcel } from '@cc/contracts/parcel';
import { Alert, Badge, Button, Empty, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { useOverdue } from '../api/overdue';
import { useParcelSettings } from '../api/settings';
import { useDeskSummary } from '../api/summary';
import { OvertimeTable } from '../components/overtime-table';
import { pagingTexts } from '../components/paging-texts';
import { ParcelTable } from '../components/parcel-table';
import { RowActions } from '../components/row-actions';
import { useParcelActions } from '../components/use-parcel-actions';
import { errorText } from '../parcel-labels';
import '../parcel.css';

/** parceloverdue: waiting too long (oldest first), return to sender one or many; overtime requests. */
export function OverduePage() {
  const { t } = useTranslation('parcel');
  const summary = useDeskSummary().data;
  return (
    <section className="cc-card">
      <PageHeader title={t('menu.overdue')} />
      <Tabs
        items={[
          {
            key: 'overdue',
            label: (
              <span>
                {t('overdue.tab')} <Badge count={summary?.overdue ?? 0} showZero overflowCount={9999} />
              </span>
            ),
            children: <OverdueList />,
          },
          {
            key: 'overtime',
            label: (
              <span>
                {t('overtime.tab')} <Badge count={summary?.overtimeRequests ?? 0} showZero color="#6b7280" />
              </span>
            ),
            children: <OvertimeTable />,
          },
        ]}
      />
    </section>
  );
}

function OverdueList() {
  const { t } = useTranslation('parcel');
  const days = useParcelSettings().data?.overdueDays;
  const q = useOverdue({});
  const [selected, setSelected] = useState<Parcel[]>([]);
  const actions = useParcelActions(() => setSelected([]));
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      {days && <p className="parcel-muted">{t('overdue.help', { days })}</p>}
      {selected.length > 0 && (
        <div className="parcel-bulk">
          <span>{t('list.selected', { count: selected.length })}</span>
          <Button danger onClick={() => actions.open('return', selected)} data-testid="bulk-return">
            {t('return.action')}
          </Button>
        </div>
      )}
      {q.error && <Alert type="error" showIcon title={errorText(t, q.error)} />}
      <ParcelTable
        testId="overdue-table"
        items={items}
        loading={q.isPending}
        selected={selected.map((p) => p.parcelID)}
        onSelect={(_, rows) => setSelected(rows)}
        actions={(p) => <RowActions parcel={p} onAction={actions.open} />}
        empty={<Empty description={t('overdue.empty')} />}
      />
      {items.length > 0 && <LoadMore query={q} {...pagingTexts(t, items.length)} />}
      {actions.dialogs}
    </>
  );
}
