import { BATCH_STATES, type BatchState } from '@cc/contracts/vms-coupon-batch';
import type { CouponBatch } from '@cc/contracts/vms-coupon-records';
import { Alert, Button, Radio, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime, formatNumber } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { BatchDialog } from './batch-dialogs';
import { useBatches } from './coupon-api';
import { baht, STATE_COLORS } from './coupon-format';

/** Batches of one state (radio tabs with the count of each), newest first; a row opens its drawer. */
export function BatchList() {
  const { t } = useTranslation('coupons');
  const zone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const asked = params.get('state') as BatchState | null;
  const state: BatchState = asked && BATCH_STATES.includes(asked) ? asked : 'WAITING_VERIFY';
  const { data, error, isPending } = useBatches(state);
  const [creating, setCreating] = useState(false);
  const set = (key: string, value: string) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      q.set(key, value);
      return q;
    });
  return (
    <section className="coupons__batches" aria-label={t('parts.batches')}>
      <div className="coupons__bar">
        <Radio.Group
          value={state}
          onChange={(e) => set('state', e.target.value)}
          optionType="button"
          buttonStyle="solid"
          className="coupons__states"
          options={BATCH_STATES.map((s) => ({
            value: s,
            label: (
              <span data-testid={`batch-state-${s}`}>
                {t(`states.${s}`)} <span data-testid={`batch-count-${s}`}>{data?.counts[s] ?? '·'}</span>
              </span>
            ),
          }))}
        />
        <Button type="primary" onClick={() => setCreating(true)} data-testid="batch-create">
          {t('batch.create')}
        </Button>
      </div>
      {error && <Alert type="error" showIcon title={errorMessageOf(error)} />}
      <Table<CouponBatch>
        rowKey="batchID"
        loading={isPending}
        dataSource={data?.items ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        onRow={(b) => ({
          onClick: () => set('batchID', b.batchID),
          className: 'coupons__row',
          'data-testid': `batch-row-${b.batchID}`,
        })}
        columns={[
          {
            title: t('batch.no'),
            dataIndex: 'batchNo',
            render: (no: string, b) => (
              <a
                href={`?${new URLSearchParams({ ...Object.fromEntries(params), batchID: b.batchID })}`}
                onClick={(e) => e.preventDefault()}
                className="coupons__code"
              >
                {no}
              </a>
            ),
          },
          { title: t('batch.unit'), dataIndex: 'unitNo' },
          {
            title: t('batch.coupons'),
            key: 'count',
            render: (_, b) => t('batch.countHours', { count: b.count, hours: b.hours }),
          },
          {
            title: t('batch.amount'),
            key: 'amount',
            align: 'end',
            render: (_, b) => baht(b.amountSatang ?? b.priceSatang),
          },
          {
            title: t('batch.state'),
            dataIndex: 'state',
            render: (s: BatchState) => <Tag color={STATE_COLORS[s]}>{t(`states.${s}`)}</Tag>,
          },
          {
            title: t('batch.updatedAt'),
            dataIndex: 'updatedAt',
            render: (at: string) => formatDateTime(at, zone),
          },
        ]}
        locale={{ emptyText: t('batch.none', { state: t(`states.${state}`) }) }}
        summary={() =>
          data && data.items.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={6}>
                {t('batch.shown', { count: data.items.length, total: formatNumber(data.counts[state]) })}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      <BatchDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
