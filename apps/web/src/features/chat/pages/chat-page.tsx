import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { chatOps } from '@cc/contracts/chat-ops';
import { Alert, Button, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../shared/session/use-can';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import type { RoomFilter } from '../api/chat-keys';
import { useRoom, useRoomList } from '../api/rooms';
import { Conversation } from '../components/conversation';
import { OfficeOnly } from '../components/office-only';
import { RoomFilters } from '../components/room-filters';
import { RoomList } from '../components/room-list';
import { StartChatDialog } from '../components/start-chat-dialog';
import { ConnectionNotice } from '../components/takeover-notice';
import { useChatLive } from '../live/use-chat-live';
import '../chat.css';

/**
 * /dashboard/chat: the office's inbox, rooms beside the conversation (one pane on a phone:
 * the list, then the room with a back button). `?room=` opens a room, which is where a
 * notification about a message leads.
 */
export function ChatPage() {
  return (
    <OfficeOnly op={chatOps.rooms}>
      <ChatPageView />
    </OfficeOnly>
  );
}

const FIRST: RoomFilter = { status: 'all', unread: false, mine: false, search: '' };

function ChatPageView() {
  const { t } = useTranslation('chat');
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const roomID = params.get('room');
  const [filter, setFilter] = useState<RoomFilter>(FIRST);
  const [starting, setStarting] = useState(false);
  const live = useChatLive();
  const list = useRoomList(filter);
  const rooms = list.data?.pages.flatMap((p) => p.items) ?? [];
  const listed = rooms.find((r) => r.roomID === roomID);
  const one = useRoom(roomID);
  const room = one.data && (!listed || one.data.version >= listed.version) ? one.data : listed;
  const select = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('room', id);
    else next.delete('room');
    setParams(next);
  };

  return (
    // The socket's state on the page, for specs that must wait until chat is live.
    <div className="ch-page" data-live-state={live.state}>
      <PageHeader
        title={t('menu.chat')}
        extra={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)}>
              {t('start.button')}
            </Button>
            {can(chatOps.preference) && (
              <Link to="/dashboard/chat/preference">
                <Button icon={<SettingOutlined />}>{t('menu.preference')}</Button>
              </Link>
            )}
          </>
        }
      />
      <ConnectionNotice state={live.state} onTakeover={live.takeover} />
      <div className={`ch-layout${roomID ? ' ch-layout--room' : ''}`}>
        <aside className="ch-rooms" aria-label={t('rooms.title')}>
          <RoomFilters filter={filter} onChange={(c) => setFilter((f) => ({ ...f, ...c }))} />
          {list.error ? (
            <Alert
              type="error"
              showIcon
              title={list.error.message}
              // Refused because the reader is not a chat admin: the preference is where one is added.
              action={
                can(chatOps.preference) && (
                  <Link to="/dashboard/chat/preference">
                    <Button size="small">{t('menu.preference')}</Button>
                  </Link>
                )
              }
            />
          ) : (
            <RoomList
              rooms={rooms}
              loading={list.isPending}
              selected={roomID}
              typing={live.typing}
              onSelect={select}
            />
          )}
          {rooms.length > 0 && (
            <LoadMore
              query={list}
              shownText={t('rooms.shown', { count: rooms.length })}
              moreText={t('rooms.more')}
            />
          )}
        </aside>
        <section className="ch-conversation" aria-label={t('conversation.title')}>
          {room ? (
            <Conversation
              key={room.roomID}
              room={room}
              typingName={live.typing[room.roomID]}
              onTyping={() => live.typingIn(room.roomID)}
              onBack={() => select(null)}
            />
          ) : one.error ? (
            <Alert type="error" showIcon title={one.error.message} />
          ) : (
            <Empty
              className="ch-conversation__empty"
              description={roomID ? t('conversation.loading') : t('conversation.pick')}
            />
          )}
        </section>
      </div>
      <StartChatDialog open={starting} onClose={() => setStarting(false)} onOpened={select} />
    </div>
  );
}
