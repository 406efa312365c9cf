import type { ChatAttachment, ChatMessage, ChatRoom } from '@cc/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { App, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { loadOlder, useMessages, useRecall, useSend } from '../api/messages';
import { usePreference } from '../api/office';
import { useMarkRead } from '../api/rooms';
import { useMyID } from '../api/use-my-id';
import { highestSeq } from '../messages/merge';
import { seqToMarkRead } from '../messages/read-ticks';
import { useErrorText } from '../use-error-text';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';
import { ProfileDrawer } from './profile-drawer';

interface Props {
  room: ChatRoom;
  typingName: string | undefined;
  onTyping: () => void;
  onBack: () => void;
}

const useVisible = () => {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const on = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return visible;
};

/** One room: header, the messages (older pages on scroll), typing, and the composer. */
export function Conversation({ room, typingName, onTyping, onBack }: Props) {
  const { t } = useTranslation('chat');
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const communityID = useCommunityID();
  const timeZone = useTimeZone();
  const myID = useMyID();
  const qc = useQueryClient();
  const messages = useMessages(room.roomID);
  const preference = usePreference();
  const send = useSend();
  const recall = useRecall();
  const markRead = useMarkRead();
  const [olderLoading, setOlderLoading] = useState(false);
  const [profileOf, setProfileOf] = useState<string | null>(null);
  const clientID = useRef<string | null>(null);
  const asked = useRef(0);
  const visible = useVisible();
  const held = messages.data?.messages ?? [];
  const highest = highestSeq(held);

  // Read while on screen: the office's unread for the room goes to 0 and the resident's app
  // shows the messages seen. One request per new seq.
  useEffect(() => {
    if (!visible || !messages.data) return;
    const seq = seqToMarkRead(room, highest);
    if (seq === null || seq <= asked.current) return;
    asked.current = seq;
    markRead.mutate({ roomID: room.roomID, seq }, { onError: () => (asked.current = 0) });
  }, [visible, messages.data, room, highest, markRead.mutate]);

  const older = () => {
    setOlderLoading(true);
    loadOlder(qc, communityID, room.roomID)
      .catch((e) => void message.error(errorText(e)))
      .finally(() => setOlderLoading(false));
  };
  const onSend = async (text: string, attachments: ChatAttachment[]) => {
    // Kept until the server answers, so a retry after a lost answer is the same message.
    clientID.current ??= crypto.randomUUID();
    try {
      await send.mutateAsync({
        roomID: room.roomID,
        clientMessageID: clientID.current,
        text,
        attachmentIDs: attachments.map((a) => a.attachmentID),
      });
      clientID.current = null;
    } catch (e) {
      void message.error(errorText(e));
      throw e;
    }
  };
  const onRecall = (m: ChatMessage) =>
    modal.confirm({
      title: t('conversation.recallTitle'),
      content: t('conversation.recallText'),
      okText: t('conversation.recall'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => recall.mutateAsync(m.messageID).catch((e) => void message.error(errorText(e))),
    });

  return (
    <div className="ch-conversation__inner">
      <ConversationHeader room={room} onBack={onBack} onProfile={() => setProfileOf(room.residentID)} />
      {messages.isPending ? (
        <div className="ch-messages">
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : (
        <MessageList
          room={room}
          messages={held}
          hasOlder={messages.data?.hasOlder ?? false}
          loadingOlder={olderLoading}
          onOlder={older}
          myID={myID}
          timeZone={timeZone}
          onRecall={onRecall}
        />
      )}
      <div className="ch-typing" aria-live="polite" data-testid="typing">
        {typingName ? t('conversation.typingName', { name: typingName }) : ''}
      </div>
      <Composer
        key={room.roomID}
        roomID={room.roomID}
        quickReplies={preference.data?.quickReplies ?? []}
        sending={send.isPending}
        onTyping={onTyping}
        onSend={onSend}
      />
      <ProfileDrawer userID={profileOf} onClose={() => setProfileOf(null)} />
    </div>
  );
}
