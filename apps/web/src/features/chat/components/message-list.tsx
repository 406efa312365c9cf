import { CHAT_RECALL_MINUTES, type ChatMessage, type ChatRoom } from '@cc/contracts/chat';
import { Button, Empty, Spin } from 'antd';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withDaySeparators } from '../messages/day-groups';
import { MessageBubble } from './message-bubble';

interface Props {
  room: ChatRoom;
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  myID: string | null;
  timeZone: string;
  onRecall: (m: ChatMessage) => void;
  footer?: React.ReactNode;
}

const NEAR = 80;
const RECALL_MS = CHAT_RECALL_MINUTES * 60_000;

/**
 * The conversation, oldest at the top, a Buddhist-era separator (in Thai) per day. Scrolling to
 * the top loads the page before, and the view stays on the message that was on screen; a new
 * message scrolls into view only when the reader was already at the bottom (or sent it).
 */
export function MessageList(p: Props) {
  const { t, i18n } = useTranslation('chat');
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: 0, last: 0, height: 0, top: 0, atBottom: true, roomID: '' });
  const rows = useMemo(
    () => withDaySeparators(p.messages, p.timeZone, i18n.language),
    [p.messages, p.timeZone, i18n.language],
  );
  const first = p.messages[0]?.seq ?? 0;
  const last = p.messages.at(-1);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const s = seen.current;
    if (s.roomID !== p.room.roomID) {
      el.scrollTop = el.scrollHeight;
    } else if (first < s.first && s.first !== 0) {
      // An older page went in above: keep the same message under the reader's eyes.
      el.scrollTop = el.scrollHeight - s.height + s.top;
    } else if ((last?.seq ?? 0) > s.last && (s.atBottom || last?.senderID === p.myID)) {
      el.scrollTop = el.scrollHeight;
    }
    Object.assign(s, {
      first,
      last: last?.seq ?? 0,
      height: el.scrollHeight,
      top: el.scrollTop,
      roomID: p.room.roomID,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR,
    });
  }, [first, last, p.room.roomID, p.myID]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    Object.assign(seen.current, {
      height: el.scrollHeight,
      top: el.scrollTop,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR,
    });
    if (el.scrollTop < NEAR && p.hasOlder && !p.loadingOlder) p.onOlder();
  };

  // A photo that loads after the scroll was set grows the list: stay at the bottom if there.
  const onImageLoad = () => {
    const el = box.current;
    if (el && seen.current.atBottom) el.scrollTop = el.scrollHeight;
  };

  const now = Date.now();
  return (
    <div
      className="ch-messages"
      ref={box}
      onScroll={onScroll}
      onLoadCapture={onImageLoad}
      data-testid="chat-messages"
      aria-live="polite"
    >
      {p.hasOlder && (
        <div className="ch-messages__older">
          {p.loadingOlder ? (
            <Spin size="small" />
          ) : (
            <Button size="small" onClick={p.onOlder}>
              {t('conversation.older')}
            </Button>
          )}
        </div>
      )}
      {rows.length === 0 && <Empty className="ch-messages__empty" description={t('conversation.empty')} />}
      {rows.map((r) =>
        r.kind === 'day' ? (
          <div key={r.key} className="ch-day" data-testid="day-separator">
            <span>{r.label}</span>
          </div>
        ) : (
          <MessageBubble
            key={r.key}
            message={r.message}
            room={p.room}
            timeZone={p.timeZone}
            canRecall={
              r.message.side === 'OFFICE' &&
              r.message.senderID === p.myID &&
              now - new Date(r.message.createdAt).getTime() < RECALL_MS
            }
            onRecall={p.onRecall}
          />
        ),
      )}
      {p.footer}
    </div>
  );
}
