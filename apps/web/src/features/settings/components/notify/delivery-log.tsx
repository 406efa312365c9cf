import {
  DELIVERY_STATUSES,
  type Delivery,
  type DeliveryStatus,
  NOTIFY_CHANNEL_KINDS,
  type NotifyChannelKind,
} from '@cc/contracts/notify-channel';
import { Alert, App, Button, Empty, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/i18n/format-time';
import { useTimeZone } from '../../../../shared/session/use-community';
import { LoadMore } from '../../../../shared/ui/load-more';
import { useDeliveryLog, useRetryDelivery } from '../../api/notify';
import { errorText } from '../../settings-rules';

const COLORS: Record<DeliveryStatus, string> = {
  PENDING: 'processing',
  SENT: 'success',
  FAILED: 'warning',
  DEAD: 'error',
};

/** A row per message and channel: when, where, what, how it went; FAILED and DEAD ones can be tried again. */
export function DeliveryLog({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const timeZone = useTimeZone();
  const [kind, setKind] = useState<NotifyChannelKind>();
  const [status, setStatus] = useState<DeliveryStatus>();
  const log = useDeliveryLog(kind, status);
  const retry = useRetryDelivery();
  const rows = log.data?.pages.flatMap((p) => p.items) ?? [];
  const again = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => void message.success(t('notify.log.retried')),
      onError: (e) => void message.error(errorText(e)),
    });

  return (
    <section aria-labelledby="notify-log-title">
      <Space wrap className="set-notify-log-bar">
        <h2 id="notify-log-title" className="set-notify-heading">
          {t('notify.log.title')}
        </h2>
        <Select
          allowClear
          aria-label={t('notify.log.channel')}
          placeholder={t('notify.log.allChannels')}
          style={{ minWidth: 150 }}
          value={kind}
          onChange={setKind}
          options={NOTIFY_CHANNEL_KINDS.map((k) => ({ value: k, label: t(`notify.${k}.name`) }))}
        />
        <Select
          allowClear
          aria-label={t('notify.log.status')}
          placeholder={t('notify.log.allStatuses')}
          style={{ minWidth: 150 }}
          value={status}
          onChange={setStatus}
          options={DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`notify.status.${s}`) }))}
        />
      </Space>
      {log.error ? (
        <Alert type="error" showIcon title={errorText(log.error)} />
      ) : (
        <>
          <Table<Delivery>
            rowKey="deliveryID"
            dataSource={rows}
            loading={log.isPending}
            pagination={false}
            size="middle"
            scroll={{ x: 760 }}
            locale={{ emptyText: <Empty description={t('notify.log.empty')} /> }}
            columns={[
              {
                title: t('notify.log.at'),
                dataIndex: 'createdAt',
                render: (v: string) => formatDateTime(v, timeZone),
              },
              {
                title: t('notify.log.channel'),
                dataIndex: 'kind',
                render: (k: NotifyChannelKind) => t(`notify.${k}.name`),
              },
              { title: t('notify.log.message'), dataIndex: 'title', ellipsis: true },
              {
                title: t('notify.log.status'),
                dataIndex: 'status',
                render: (s: DeliveryStatus, d) => (
                  <Tag color={COLORS[s]} title={d.lastError ?? undefined} data-testid="delivery-status">
                    {t(`notify.status.${s}`)}
                  </Tag>
                ),
              },
              { title: t('notify.log.attempts'), dataIndex: 'attempts', align: 'end' },
              {
                title: t('notify.log.http'),
                dataIndex: 'httpStatus',
                render: (v: number | null) => v ?? '–',
              },
              {
                title: t('notify.log.action'),
                key: 'action',
                render: (_, d) =>
                  canWrite && (d.status === 'FAILED' || d.status === 'DEAD') ? (
                    <Popconfirm title={t('notify.log.retryConfirm')} onConfirm={() => again(d.deliveryID)}>
                      <Button size="small">{t('notify.log.retry')}</Button>
                    </Popconfirm>
                  ) : null,
              },
            ]}
          />
          <LoadMore
            query={log}
            shownText={t('notify.log.shown', { count: rows.length })}
            moreText={t('notify.log.more')}
          />
        </>
      )}
    </section>
  );
}
