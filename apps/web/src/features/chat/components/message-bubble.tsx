import { CheckOutlined, FilePdfOutlined, UndoOutlined } from '@ant-design/icons';
import type { ChatMessage, ChatRoom } from '@cc/contracts/chat';
import { Button, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { clockOf } from '../format';
import { tickOf } from '../messages/read-ticks';

interface Props {
  message: ChatMessage;
  room: ChatRoom;
  timeZone: string;
  /** The reader may recall it now (their own, within the window). */
  canRecall: boolean;
  onRecall: (message: ChatMessage) => void;
}

/**
 * One message. Its text is a React text node (white-space kept by CSS), never markup, so
 * whatever a resident types shows as they typed it. Images open large on click (antd's viewer);
 * PDFs are links to their signed URL.
 */
export function MessageBubble({ message: m, room, timeZone, canRecall, onRecall }: Props) {
  const { t, i18n } = useTranslation('chat');
  const tick = tickOf(m, room);
  const images = m.attachments.filter((a) => a.contentType.startsWith('image/') && a.url);
  const files = m.attachments.filter((a) => !a.contentType.startsWith('image/'));
  return (
    <div className={`ch-msg ch-msg--${m.side.toLowerCase()}`} data-testid="chat-message" data-seq={m.seq}>
      <div className="ch-msg__bubble">
        {m.side !== 'RESIDENT' && m.senderName && <div className="ch-msg__sender">{m.senderName}</div>}
        {m.side === 'SYSTEM' && !m.senderName && (
          <div className="ch-msg__sender">{t('conversation.system')}</div>
        )}
        {m.recalledAt ? (
          <p className="ch-msg__text ch-msg__text--recalled">{t('conversation.recalled')}</p>
        ) : (
          <>
            {m.text && <p className="ch-msg__text">{m.text}</p>}
            {images.length > 0 && (
              <Image.PreviewGroup>
                <div className="ch-msg__images">
                  {images.map((a) => (
                    <Image
                      key={a.attachmentID}
                      src={a.url ?? undefined}
                      alt={a.name}
                      width={160}
                      height={120}
                      data-testid="chat-image"
                    />
                  ))}
                </div>
              </Image.PreviewGroup>
            )}
            {files.map((a) =>
              a.url ? (
                <a
                  key={a.attachmentID}
                  className="ch-msg__file"
                  href={a.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <FilePdfOutlined /> <bdi>{a.name}</bdi>
                </a>
              ) : (
                <span key={a.attachmentID} className="ch-msg__file">
                  <FilePdfOutlined /> <bdi>{a.name}</bdi>
                </span>
              ),
            )}
          </>
        )}
        <div className="ch-msg__meta">
          <time dateTime={m.createdAt}>{clockOf(m.createdAt, timeZone, i18n.language)}</time>
          {tick && (
            <span
              className={`ch-tick ch-tick--${tick}`}
              data-testid="read-tick"
              data-state={tick}
              role="img"
              aria-label={t(`conversation.tick.${tick}`)}
              title={t(`conversation.tick.${tick}`)}
            >
              <CheckOutlined />
              {tick === 'read' && <CheckOutlined />}
              {tick === 'read' && <span className="ch-tick__text">{t('conversation.tick.read')}</span>}
            </span>
          )}
          {canRecall && !m.recalledAt && (
            <Button
              size="small"
              type="link"
              icon={<UndoOutlined />}
              onClick={() => onRecall(m)}
              aria-label={t('conversation.recall')}
            >
              {t('conversation.recall')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
