import { PaperClipOutlined, SendOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  CHAT_ATTACHMENT_BYTES_MAX,
  CHAT_ATTACHMENT_TYPES,
  CHAT_ATTACHMENTS_MAX,
  CHAT_TEXT_MAX,
  type ChatAttachment,
} from '@cc/contracts/chat';
import { App, Button, Dropdown, Input, Tag, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpload } from '../api/messages';
import { useErrorText } from '../use-error-text';

interface Props {
  roomID: string;
  quickReplies: string[];
  sending: boolean;
  onTyping: () => void;
  /** Resolves once sent (the composer then empties), rejects to keep what was written. */
  onSend: (text: string, attachments: ChatAttachment[]) => Promise<void>;
}

/** Text (Enter sends, Shift+Enter breaks the line), quick replies, and up to five attachments. */
export function Composer({ roomID, quickReplies, sending, onTyping, onSend }: Props) {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<ChatAttachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const upload = useUpload();
  const box = useRef<HTMLTextAreaElement | null>(null);

  const send = () => {
    if (sending || uploading > 0 || (!text.trim() && files.length === 0)) return;
    onSend(text.trim(), files).then(
      () => {
        setText('');
        setFiles([]);
      },
      () => {},
    );
  };
  const insert = (reply: string) => {
    setText((now) => (now ? `${now}${now.endsWith(' ') ? '' : ' '}${reply}` : reply));
    box.current?.focus();
  };
  const take = (file: File) => {
    if (!(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
      void message.error(t('composer.badType'));
    } else if (file.size > CHAT_ATTACHMENT_BYTES_MAX) {
      void message.error(t('composer.tooBig', { mb: CHAT_ATTACHMENT_BYTES_MAX / 1024 / 1024 }));
    } else if (files.length + uploading >= CHAT_ATTACHMENTS_MAX) {
      void message.error(t('composer.tooMany', { max: CHAT_ATTACHMENTS_MAX }));
    } else {
      setUploading((n) => n + 1);
      upload.mutate(
        { roomID, file },
        {
          onSuccess: (a) => setFiles((now) => [...now, a]),
          onError: (e) => void message.error(errorText(e)),
          onSettled: () => setUploading((n) => n - 1),
        },
      );
    }
    return false;
  };

  return (
    <div className="ch-composer">
      {(files.length > 0 || uploading > 0) && (
        <div className="ch-composer__files">
          {files.map((f) => (
            <Tag key={f.attachmentID} closable onClose={() => setFiles((now) => now.filter((x) => x !== f))}>
              <bdi>{f.name}</bdi>
            </Tag>
          ))}
          {uploading > 0 && <Tag>{t('composer.uploading')}</Tag>}
        </div>
      )}
      <div className="ch-composer__row">
        <Dropdown
          disabled={quickReplies.length === 0}
          trigger={['click']}
          menu={{
            items: quickReplies.map((r, i) => ({
              key: String(i),
              label: <span className="ch-quick">{r}</span>,
            })),
            onClick: ({ key }) => insert(quickReplies[Number(key)] ?? ''),
          }}
        >
          <Button
            icon={<ThunderboltOutlined />}
            aria-label={t('composer.quickReplies')}
            title={t('composer.quickReplies')}
          />
        </Dropdown>
        <Upload accept={CHAT_ATTACHMENT_TYPES.join(',')} multiple showUploadList={false} beforeUpload={take}>
          <Button
            icon={<PaperClipOutlined />}
            aria-label={t('composer.attach')}
            title={t('composer.attach')}
          />
        </Upload>
        <Input.TextArea
          ref={(el) => {
            box.current = el?.resizableTextArea?.textArea ?? null;
          }}
          className="ch-composer__text"
          aria-label={t('composer.placeholder')}
          placeholder={t('composer.placeholder')}
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value) onTyping();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
        />
        <Button type="primary" icon={<SendOutlined className="ch-flip" />} loading={sending} onClick={send}>
          {t('composer.send')}
        </Button>
      </div>
    </div>
  );
}
