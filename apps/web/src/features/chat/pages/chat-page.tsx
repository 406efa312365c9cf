import { PlusOutlined } from '@ant-design/icons';
import type { ChatItem } from '@cc/contracts/chat';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useChatItems } from '../api/chat';
import { useLiveChat } from '../api/use-live-chat';
import { ItemDialog } from '../components/item-dialog';

/** /dashboard/chat: the community's items, newest first. */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const canWrite = usePermissions().has('CHAT_NITI:write');
  const { data, error, isPending } = useChatItems();
  const [adding, setAdding] = useState(false);
  useLiveChat();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.chat')}
        extra={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          )
        }
      />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Table<ChatItem>
          rowKey="itemID"
          loading={isPending}
          dataSource={data ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={false}
          columns={[
            { key: 'title', title: t('columns.title'), dataIndex: 'title' },
            {
              key: 'createdAt',
              title: t('columns.created'),
              render: (_, item) => formatDate(item.createdAt),
            },
          ]}
        />
      )}
      <ItemDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
