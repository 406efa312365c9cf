import { DownloadOutlined, PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import { BILL_STATUSES, type Bill } from '@cc/contracts/billing';
import { Alert, App, Button, Checkbox, Select, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';
import { useBuildings } from '../../../shared/residence/buildings-query';
import { useCommunityID } from '../../../shared/session/use-community';
import { DatePicker } from '../../../shared/ui/date-picker';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { type BillFilter, useBillList } from '../api/billing';
import { printBills } from '../api/documents';
import { MeterImportDialog } from '../components/meter-import-dialog';
import { StatusTag } from '../components/status-tag';
import { readBillFilter, writeBillFilter } from '../list-params';
import { baht, dueDay, periodLabel } from '../money';
import '../billing.css';

/** /dashboard/billing/list: the bills, filtered by the address (so a filtered list can be shared). */
export function BillListPage() {
  const { t, i18n } = useTranslation('billing');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const [params, setParams] = useSearchParams();
  const filter = readBillFilter(params);
  const set = (change: Partial<BillFilter>) =>
    setParams(writeBillFilter({ ...filter, ...change }), { replace: true });
  const list = useBillList(filter);
  const buildings = useBuildings();
  const bills = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [importing, setImporting] = useState(false);
  const [printing, setPrinting] = useState(false);
  // The PDF of every bill the filters match (not only the rows shown): the office prints a
  // building or a month at once.
  const print = () => {
    setPrinting(true);
    printBills(communityID, filter)
      .catch((e) => message.error(errorMessageOf(e)))
      .finally(() => setPrinting(false));
  };
  const excel = () =>
    downloadFile('/api/billing/excel', { communityID, ...filter }, 'billing.xlsx').catch((e) =>
      message.error(errorMessageOf(e)),
    );
  return (
    <div>
      <PageHeader
        title={t('list.title')}
        extra={
          <>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('import.button')}
            </Button>
            <Button icon={<PrinterOutlined />} onClick={print} loading={printing}>
              {t('list.print')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={excel}>
              {t('list.excel')}
            </Button>
            <Link to="/dashboard/billing/list/newbill">
              <Button type="primary">{t('home.newBill')}</Button>
            </Link>
          </>
        }
      />
      <Space wrap style={{ marginBlockEnd: 12 }}>
        <DatePicker
          picker="month"
          aria-label={t('list.period')}
          placeholder={t('list.period')}
          value={filter.period ? dayjs(`${filter.period}-01`) : null}
          onChange={(d) => set({ period: d ? d.format('YYYY-MM') : undefined })}
        />
        <Select
          allowClear
          aria-label={t('list.status')}
          placeholder={t('list.status')}
          style={{ minWidth: 160 }}
          value={filter.status}
          onChange={(status) => set({ status })}
          options={BILL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <Select
          allowClear
          aria-label={t('list.building')}
          placeholder={t('list.building')}
          style={{ minWidth: 140 }}
          value={filter.buildingID}
          onChange={(buildingID) => set({ buildingID })}
          options={(buildings.data ?? []).map((b) => ({ value: b.buildingID, label: b.name }))}
        />
        <Checkbox
          checked={!!filter.overdue}
          onChange={(e) => set({ overdue: e.target.checked ? 'true' : undefined })}
        >
          {t('list.overdueOnly')}
        </Checkbox>
      </Space>
      {list.error ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : (
        <Table<Bill>
          rowKey="billID"
          data-testid="bill-table"
          loading={list.isPending}
          dataSource={bills}
          pagination={false}
          locale={{ emptyText: t('list.empty') }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'no',
              title: t('bill.no'),
              render: (_, b) => <Link to={`/dashboard/billing/list/detail/${b.billID}`}>{b.billNo}</Link>,
            },
            { key: 'unit', title: t('bill.unit'), render: (_, b) => b.unitNo },
            {
              key: 'period',
              title: t('bill.period'),
              render: (_, b) => periodLabel(b.period, i18n.language),
            },
            {
              key: 'due',
              title: t('bill.due'),
              render: (_, b) => (
                <span className={b.overdue ? 'billing-overdue' : undefined}>{dueDay(b.dueDate)}</span>
              ),
            },
            { key: 'status', title: t('bill.status'), render: (_, b) => <StatusTag bill={b} /> },
            { key: 'total', title: t('bill.total'), align: 'end', render: (_, b) => baht(b.totalSatang) },
            {
              key: 'outstanding',
              title: t('bill.outstanding'),
              align: 'end',
              render: (_, b) => (
                <span className={b.overdue ? 'billing-overdue' : undefined}>{baht(b.outstandingSatang)}</span>
              ),
            },
          ]}
        />
      )}
      <MeterImportDialog open={importing} onClose={() => setImporting(false)} />
      {bills.length > 0 && (
        <LoadMore
          query={list}
          shownText={t('list.shown', { count: bills.length })}
          moreText={t('list.more')}
        />
      )}
    </div>
  );
}
