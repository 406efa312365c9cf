import type { BillingMessageDetail } from '@cc/contracts/billing-message';
import { Alert, Button, Descriptions, Drawer, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { useMessage } from '../api/messages';
import { AudienceTag } from './audience-tag';
import { RecallMessageDialog } from './recall-message-dialog';
import '../messages.css';

type Recipient = BillingMessageDetail['recipients'][number];

/** One message for the office: its text, who sent it, every unit it reached and which read it, its recall. */
export function MessageDrawer({ messageID, onClose }: { messageID?: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('billing');
  const { data: m, error, isPending } = useMessage(messageID);
  return (
    <Drawer
      open={!!messageID}
      onClose={onClose}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      title={m?.title ?? t('message.detail')}
      size="large"
      data-testid="message-drawer"
    >
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : isPending || !m ? (
        <Skeleton active />
      ) : (
        <MessageDetail m={m} />
      )}
    </Drawer>
  );
}

function MessageDetail({ m }: { m: BillingMessageDetail }) {
  const { t } = useTranslation('billing');
  const zone = useTimeZone();
  const { has } = usePermissions();
  const [recalling, setRecalling] = useState(false);
  return (
    <div>
      {m.recalledAt ? (
        <Alert
          type="warning"
          showIcon
          data-testid="message-recalled"
          title={t('message.recalledBy', {
            name: m.recalledBy?.name ?? '—',
            at: formatDateTime(m.recalledAt, zone),
          })}
          description={m.recallReason}
          style={{ marginBlockEnd: 16 }}
        />
      ) : (
        has('BILLING:write') && (
          <Button danger onClick={() => setRecalling(true)} style={{ marginBlockEnd: 16 }}>
            {t('message.recall')}
          </Button>
        )
      )}
      <p className="billing-message-body">{m.body}</p>
      <Descriptions bordered size="small" column={1} style={{ marginBlockEnd: 16 }}>
        <Descriptions.Item label={t('message.audience')}>
          <AudienceTag message={m} />
        </Descriptions.Item>
        <Descriptions.Item label={t('message.sentAt')}>{formatDateTime(m.sentAt, zone)}</Descriptions.Item>
        <Descriptions.Item label={t('message.sentBy')}>{m.sentBy?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('message.read')}>
          <span data-testid="message-read-count">
            {t('message.readOf', { read: m.readCount, count: m.recipientCount })}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Table<Recipient>
        rowKey="unitID"
        size="small"
        data-testid="message-recipients"
        dataSource={m.recipients}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { key: 'unit', title: t('bill.unit'), render: (_, r) => r.unitNo },
          { key: 'building', title: t('list.building'), render: (_, r) => r.buildingName ?? '—' },
          {
            key: 'read',
            title: t('message.read'),
            render: (_, r) =>
              r.readAt ? (
                <Tag color="green">{formatDateTime(r.readAt, zone)}</Tag>
              ) : (
                <Tag>{t('message.unread')}</Tag>
              ),
          },
        ]}
      />
      <RecallMessageDialog
        open={recalling}
        messageID={m.messageID}
        title={m.title}
        onClose={() => setRecalling(false)}
      />
    </div>
  );
}
