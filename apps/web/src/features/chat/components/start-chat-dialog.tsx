import { App, Button, Empty, Input, List, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMembers } from '../api/office';
import { useOpenRoom } from '../api/rooms';
import { useErrorText } from '../use-error-text';

interface Props {
  open: boolean;
  onClose: () => void;
  onOpened: (roomID: string) => void;
}

/** Finds a resident by unit, name or phone and opens (or finds) their room. */
export function StartChatDialog({ open, onClose, onOpened }: Props) {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const members = useMembers(search, open);
  const openRoom = useOpenRoom();
  const items = members.data?.pages.flatMap((p) => p.items) ?? [];
  const start = (userID: string) =>
    openRoom.mutate(userID, {
      onSuccess: (room) => {
        onClose();
        onOpened(room.roomID);
      },
      onError: (e) => void message.error(errorText(e)),
    });
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('start.title')} destroyOnHidden>
      <Input.Search
        allowClear
        autoFocus
        aria-label={t('start.search')}
        placeholder={t('start.search')}
        onSearch={(v) => setSearch(v.trim())}
      />
      <List
        className="ch-members"
        loading={members.isPending}
        locale={{ emptyText: <Empty description={t('start.empty')} /> }}
        dataSource={items}
        renderItem={(m) => (
          <List.Item
            actions={[
              <Button
                key="open"
                size="small"
                type="primary"
                loading={openRoom.isPending && openRoom.variables === m.userID}
                onClick={() => start(m.userID)}
              >
                {m.roomID ? t('start.open') : t('start.start')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={<bdi>{m.name}</bdi>}
              description={[m.unitNos.join(', '), m.phone].filter(Boolean).join(' · ')}
            />
          </List.Item>
        )}
      />
      {members.hasNextPage && (
        <Button block onClick={() => void members.fetchNextPage()} loading={members.isFetchingNextPage}>
          {t('rooms.more')}
        </Button>
      )}
    </Modal>
  );
}
