import { DownloadOutlined } from '@ant-design/icons';
import { EVIDENCE_STATUSES, type Evidence, type EvidenceStatus } from '@cc/contracts/billing';
import { Alert, App, Button, Drawer, Input, Segmented, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { DatePicker, RangePicker } from '../../../shared/ui/date-picker';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { type EvidenceSearch, useEvidenceSearch } from '../api/evidence';
import { EvidenceDetail } from '../components/evidence-detail';
import { EvidenceStatusTag } from '../components/evidence-status-tag';
import { baht } from '../money';
import { excelQuery, type SearchMode, searchOf } from '../search-form';
import '../billing.css';

/** /dashboard/billing/searchbillingevidence: payments by days, month or unit, one opened in a drawer. */
export function SearchEvidencePage() {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const zone = useTimeZone();
  const [mode, setMode] = useState<SearchMode>('date');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [month, setMonth] = useState<Dayjs | null>(null);
  const [unitNo, setUnitNo] = useState('');
  const [status, setStatus] = useState<EvidenceStatus>();
  const [search, setSearch] = useState<EvidenceSearch | null>(null);
  const [open, setOpen] = useState<Evidence>();
  const result = useEvidenceSearch(search);
  const rows = result.data?.pages.flatMap((p) => p.items) ?? [];
  const draft = searchOf(mode, { range, month, unitNo, status });
  return (
    <div>
      <PageHeader
        title={t('search.title')}
        extra={
          <Button
            icon={<DownloadOutlined />}
            disabled={!search}
            onClick={() =>
              search &&
              downloadFile(
                '/api/billing/evidence/search/excel',
                { communityID, ...excelQuery(search) },
                'payments.xlsx',
              ).catch((e) => message.error(errorMessageOf(e)))
            }
          >
            {t('list.excel')}
          </Button>
        }
      />
      <Space wrap style={{ marginBlockEnd: 12 }}>
        <Segmented<SearchMode>
          value={mode}
          onChange={setMode}
          options={(['date', 'month', 'unit'] as const).map((m) => ({
            value: m,
            label: t(`search.by.${m}`),
          }))}
        />
        {mode === 'date' && (
          <RangePicker
            aria-label={t('search.by.date')}
            value={range}
            onChange={(v) => setRange(v?.[0] && v[1] ? [v[0], v[1]] : null)}
          />
        )}
        {mode === 'month' && (
          <DatePicker picker="month" aria-label={t('search.by.month')} value={month} onChange={setMonth} />
        )}
        {mode === 'unit' && (
          <Input
            aria-label={t('search.by.unit')}
            placeholder={t('search.by.unit')}
            value={unitNo}
            maxLength={20}
            onChange={(e) => setUnitNo(e.target.value)}
            onPressEnter={() => draft && setSearch(draft)}
            style={{ width: 180 }}
          />
        )}
        <Select
          allowClear
          aria-label={t('bill.status')}
          placeholder={t('bill.status')}
          style={{ minWidth: 160 }}
          value={status}
          onChange={setStatus}
          options={EVIDENCE_STATUSES.map((s) => ({ value: s, label: t(`evidenceStatus.${s}`) }))}
        />
        <Button type="primary" disabled={!draft} onClick={() => setSearch(draft)}>
          {t('search.go')}
        </Button>
      </Space>
      {result.error ? (
        <Alert type="error" showIcon title={result.error.message} />
      ) : (
        <Table<Evidence>
          rowKey="evidenceID"
          data-testid="evidence-table"
          loading={search !== null && result.isPending}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: search ? t('search.empty') : t('search.start') }}
          scroll={{ x: 'max-content' }}
          onRow={(e) => ({ onClick: () => setOpen(e), style: { cursor: 'pointer' } })}
          columns={[
            {
              key: 'unit',
              title: t('bill.unit'),
              render: (_, e) => (
                <Button type="link" onClick={() => setOpen(e)} style={{ padding: 0 }}>
                  {e.unitNo}
                </Button>
              ),
            },
            { key: 'paidAt', title: t('evidence.paidAt'), render: (_, e) => formatDateTime(e.paidAt, zone) },
            { key: 'bill', title: t('bill.no'), render: (_, e) => e.billNo ?? '–' },
            { key: 'method', title: t('counter.method'), render: (_, e) => t(`method.${e.method}`) },
            {
              key: 'status',
              title: t('bill.status'),
              render: (_, e) => <EvidenceStatusTag status={e.status} />,
            },
            {
              key: 'amount',
              title: t('evidence.amount'),
              align: 'end',
              render: (_, e) => baht(e.amountSatang),
            },
          ]}
        />
      )}
      {search && (
        <LoadMore
          query={result}
          shownText={t('list.shown', { count: rows.length })}
          moreText={t('list.more')}
        />
      )}
      <Drawer
        open={!!open}
        onClose={() => setOpen(undefined)}
        title={open ? t('search.drawerTitle', { unitNo: open.unitNo }) : ''}
        size="large"
        destroyOnHidden
      >
        {open && <EvidenceDetail evidence={open} />}
      </Drawer>
    </div>
  );
}
