import type { BatchDetail, Coupon } from '@cc/contracts/vms-coupon-records';
import { App, Button, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime, formatDay } from '../../../shared/i18n/format-time';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { downloadReport, useReport } from './coupon-api';
import { COUPON_COLORS } from './coupon-format';

/** A reviewed batch's counts, its coupons and the Excel file of both. */
export function BatchReport({ batch }: { batch: BatchDetail }) {
  const { t } = useTranslation('coupons');
  const zone = useTimeZone();
  const communityID = useCommunityID();
  const { message } = App.useApp();
  const { data } = useReport(batch.batchID, true);
  const [busy, setBusy] = useState(false);
  const excel = async () => {
    setBusy(true);
    try {
      await downloadReport(communityID, batch.batchID, batch.batchNo);
    } catch (e) {
      void message.error(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const stats = data
    ? ([
        ['issued', data.issued],
        ['used', data.used],
        ['usable', data.usable],
        ['cancelled', data.cancelled],
        ['expired', data.expired],
        ['hoursUsed', `${data.hoursUsed} / ${data.hoursIssued}`],
      ] as const)
    : [];
  return (
    <section className="coupons-report" aria-label={t('report.title')} data-testid="batch-report">
      <div className="coupons__bar">
        <h3>{t('report.title')}</h3>
        <Button onClick={excel} loading={busy} data-testid="batch-excel">
          {t('report.excel')}
        </Button>
      </div>
      <div className="coupons-report__stats">
        {stats.map(([key, value]) => (
          <div key={key} data-testid={`report-${key}`}>
            <Statistic title={t(`report.${key}`)} value={value} />
          </div>
        ))}
      </div>
      <Table<Coupon>
        rowKey="code"
        size="small"
        dataSource={batch.coupons}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 560 }}
        columns={[
          {
            title: t('coupon.code'),
            dataIndex: 'code',
            render: (c: string) => <span className="coupons__code">{c}</span>,
          },
          {
            title: t('coupon.state'),
            dataIndex: 'state',
            render: (s: Coupon['state'], c) => (
              <Tag color={COUPON_COLORS[s]} data-testid={`coupon-state-${c.code}`}>
                {t(`couponStates.${s}`)}
              </Tag>
            ),
          },
          {
            title: t('coupon.validUntil'),
            dataIndex: 'validUntil',
            render: (v: string) => formatDay(v, zone),
          },
          {
            title: t('coupon.usedAt'),
            dataIndex: 'usedAt',
            render: (v: string | null) => formatDateTime(v, zone),
          },
          { title: t('coupon.cancelReason'), dataIndex: 'cancelReason' },
        ]}
      />
    </section>
  );
}
