import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { PARCEL_TABS, type Parcel } from '@cc/contracts/parcel';
import { Alert, Badge, Button, Empty, Space, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { useParcelList, useTabCounts } from '../api/desk-list';
import { pagingTexts } from '../components/paging-texts';
import { ParcelFilters } from '../components/parcel-filters';
import { ParcelTable } from '../components/parcel-table';
import { RowActions } from '../components/row-actions';
import { useListParams } from '../components/use-list-params';
import { useParcelActions } from '../components/use-parcel-actions';
import { errorText } from '../parcel-labels';
import '../parcel.css';

const ActivityLog = lazy(() =>
  import('../components/activity-log').then((m) => ({ default: m.ActivityLog })),
);

/** parcel: the desk list, or the activity log when the menu asks for it (?view=activity). */
export function ParcelListPage() {
  const [params] = useSearchParams();
  if (params.get('view') === 'activity')
    return (
      <Suspense fallback={null}>
        <ActivityLog />
      </Suspense>
    );
  return <DeskList />;
}

function DeskList() {
  const { t } = useTranslation('parcel');
  const navigate = useNavigate();
  const { tab, filter, setTab, setFilter } = useListParams();
  const list = useParcelList(tab, filter);
  const counts = useTabCounts(filter);
  const [selected, setSelected] = useState<Parcel[]>([]);
  const actions = useParcelActions(() => setSelected([]));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const ids = selected.map((p) => p.parcelID);
  const oneUnit = new Set(selected.map((p) => p.unitID)).size === 1;

  return (
    <section className="cc-card">
      <PageHeader
        title={t('menu.list')}
        extra={
          <Space wrap>
            <Button icon={<PrinterOutlined />} onClick={() => navigate('/dashboard/parcelprintout')}>
              {t('menu.print')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/dashboard/newparcel')}>
              {t('menu.new')}
            </Button>
          </Space>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setSelected([]);
          setTab(k as typeof tab);
        }}
        items={PARCEL_TABS.map((k) => ({
          key: k,
          label: (
            <span data-testid={`tab-${k}`}>
              {t(`tabs.${k}`)}{' '}
              <Badge
                count={counts.data?.[k] ?? 0}
                showZero
                overflowCount={9999}
                color={k === 'all' ? '#6b7280' : undefined}
                data-testid={`tab-count-${k}`}
              />
            </span>
          ),
        }))}
      />
      <ParcelFilters
        value={filter}
        onChange={(f) => {
          setSelected([]);
          setFilter(f);
        }}
      />
      {selected.length > 0 && (
        <section className="parcel-bulk" aria-label={t('list.selection')}>
          <span>{t('list.selected', { count: selected.length })}</span>
          <Button
            type="primary"
            disabled={!oneUnit}
            onClick={() => actions.open('handOut', selected)}
            data-testid="bulk-hand-out"
          >
            {t('handOut.action')}
          </Button>
          <Button onClick={() => actions.open('return', selected)}>{t('return.action')}</Button>
          <Button
            icon={<PrinterOutlined />}
            onClick={() => navigate(`/dashboard/parcelprintout?ids=${ids.join(',')}`)}
            data-testid="bulk-print"
          >
            {t('print.selected')}
          </Button>
          {!oneUnit && <span className="parcel-muted">{t('handOut.oneUnit')}</span>}
        </section>
      )}
      {list.error && <Alert type="error" showIcon title={errorText(t, list.error)} className="parcel-gap" />}
      <ParcelTable
        testId="parcel-table"
        items={items}
        loading={list.isPending || (list.isFetching && !list.isFetchingNextPage)}
        selected={ids}
        onSelect={(_, rows) => setSelected(rows)}
        actions={(p) => <RowActions parcel={p} onAction={actions.open} />}
        empty={<Empty description={t(`list.empty.${tab}`)} />}
      />
      {items.length > 0 && <LoadMore query={list} {...pagingTexts(t, items.length, counts.data?.[tab])} />}
      {actions.dialogs}
    </section>
  );
}
