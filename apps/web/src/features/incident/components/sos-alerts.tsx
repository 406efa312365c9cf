import type { AlertView } from '@cc/contracts/sos';
import { Alert, App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useAcknowledgeAlert, useResolveAlert, useSosAlerts } from '../api/sos';
import { SosMapLink } from './sos-map-link';

const COLORS = { OPEN: 'red', ACKNOWLEDGED: 'orange', RESOLVED: 'green' } as const;

/** The SOS alerts, newest first, with acknowledge and resolve (each confirmed). */
export function SosAlerts() {
  const { t } = useTranslation('incident');
  const timeZone = useTimeZone();
  const { message } = App.useApp();
  const alerts = useSosAlerts();
  const ack = useAcknowledgeAlert();
  const resolve = useResolveAlert();
  const fail = (e: unknown) => message.error(errorMessageOf(e));
  if (alerts.error) return <Alert type="error" showIcon title={errorMessageOf(alerts.error)} />;
  return (
    <Table<AlertView>
      rowKey="alertID"
      loading={alerts.isPending}
      dataSource={alerts.data ?? []}
      locale={{ emptyText: t('sos.empty') }}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        {
          key: 'raisedAt',
          title: t('sos.raisedAt', { time: '' }),
          render: (_, a) => formatDateTime(a.raisedAt, timeZone),
        },
        { key: 'raisedBy', title: t('sos.raisedBy'), render: (_, a) => a.raisedBy.name },
        {
          key: 'place',
          title: t('sos.place'),
          render: (_, a) => (
            <Space size="small">
              {a.place}
              <SosMapLink position={a.position} />
            </Space>
          ),
        },
        { key: 'note', title: t('sos.note'), render: (_, a) => a.note ?? '' },
        {
          key: 'status',
          title: t('sos.status'),
          render: (_, a) => <Tag color={COLORS[a.status]}>{t(`alertStatus.${a.status}`)}</Tag>,
        },
        { key: 'ackBy', title: t('sos.acknowledgedBy'), render: (_, a) => a.acknowledgedBy?.name ?? '' },
        {
          key: 'actions',
          title: '',
          render: (_, a) => (
            <Space>
              {a.status === 'OPEN' && (
                <Button danger type="primary" onClick={() => ack.mutateAsync(a.alertID).catch(fail)}>
                  {t('sos.acknowledge')}
                </Button>
              )}
              {a.status !== 'RESOLVED' && (
                <Popconfirm
                  title={t('sos.confirmResolve')}
                  okText={t('drawer.confirm')}
                  cancelText={t('drawer.cancel')}
                  onConfirm={() => resolve.mutateAsync(a.alertID).catch(fail)}
                >
                  <Button>{t('sos.resolve')}</Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
