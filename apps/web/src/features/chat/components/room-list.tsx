import type { ChatRoom } from '@cc/contracts/chat';
import { Badge, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../shared/session/use-community';
import { shortTimeOf } from '../format';
import { StatusTag } from './status-tag';

interface Props {
  rooms: ChatRoom[];
  loading: boolean;
  selected: string | null;
  typing: Record<string, string>;
  onSelect: (roomID: string) => void;
}

/** The rooms, newest activity first: who, which unit, the last words, unread and status. */
export function RoomList({ rooms, loading, selected, typing, onSelect }: Props) {
  const { t, i18n } = useTranslation('chat');
  const timeZone = useTimeZone();
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (rooms.length === 0) return <Empty description={t('rooms.empty')} />;
  return (
    <ul className="ch-room-list" aria-label={t('rooms.title')}>
      {rooms.map((r) => (
        <li key={r.roomID}>
          <button
            type="button"
            className={`ch-room${r.roomID === selected ? ' ch-room--selected' : ''}`}
            aria-current={r.roomID === selected ? 'true' : undefined}
            data-testid="chat-room"
            data-room-id={r.roomID}
            onClick={() => onSelect(r.roomID)}
          >
            <span className="ch-room__top">
              <span className="ch-room__name">
                <bdi>{r.residentName}</bdi>
              </span>
              <span className="ch-room__time">
                {r.lastMessageAt ? shortTimeOf(r.lastMessageAt, timeZone, i18n.language) : ''}
              </span>
            </span>
            <span className="ch-room__units">{r.unitNos.join(', ') || '–'}</span>
            <span className="ch-room__bottom">
              <span className="ch-room__preview">
                {typing[r.roomID] ? (
                  t('conversation.typing')
                ) : r.lastMessagePreview ? (
                  <bdi>{r.lastMessagePreview}</bdi>
                ) : (
                  t('rooms.noMessages')
                )}
              </span>
              <StatusTag status={r.status} />
              {r.unread > 0 && <Badge count={r.unread} aria-label={t('rooms.unread', { count: r.unread })} />}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
