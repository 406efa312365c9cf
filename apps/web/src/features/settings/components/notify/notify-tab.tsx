import { NOTIFY_CHANNEL_KINDS } from '@cc/contracts/notify-channel';
import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChannelCard } from './channel-card';
import { DeliveryLog } from './delivery-log';

/** settings?tab=notify: the office's LINE, Telegram and webhook alerts, and their delivery log. */
export function NotifyTab({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <div className="set-notify">
      <p>{t('notify.intro')}</p>
      {!canWrite && (
        <Alert type="info" showIcon title={t('common.readOnly')} style={{ marginBlockEnd: 12 }} />
      )}
      <Tabs
        type="card"
        items={NOTIFY_CHANNEL_KINDS.map((kind) => ({
          key: kind,
          label: t(`notify.${kind}.name`),
          children: <ChannelCard kind={kind} canWrite={canWrite} />,
        }))}
      />
      <DeliveryLog canWrite={canWrite} />
    </div>
  );
}
