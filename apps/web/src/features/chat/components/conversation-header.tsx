import { ArrowLeftOutlined, IdcardOutlined } from '@ant-design/icons';
import { CHAT_ROOM_STATUSES, type ChatRoom } from '@cc/contracts/chat';
import { App, Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdmins } from '../api/office';
import { useAssign, useSetStatus } from '../api/rooms';
import { useErrorText } from '../use-error-text';
import { StatusTag } from './status-tag';

interface Props {
  room: ChatRoom;
  onBack: () => void;
  onProfile: () => void;
}

/** Who the room is with, and the admins' controls: status and assignment. */
export function ConversationHeader({ room, onBack, onProfile }: Props) {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const admins = useAdmins();
  const status = useSetStatus();
  const assign = useAssign();
  const fail = (e: unknown) => void message.error(errorText(e));
  return (
    <div className="ch-conv-head">
      <Button
        className="ch-back"
        type="text"
        icon={<ArrowLeftOutlined className="ch-flip" />}
        onClick={onBack}
        aria-label={t('conversation.back')}
      />
      <button type="button" className="ch-conv-head__who" onClick={onProfile}>
        <span className="ch-conv-head__name" data-testid="conversation-title">
          <bdi>{room.residentName}</bdi>
        </span>
        <span className="ch-conv-head__units">{room.unitNos.join(', ')}</span>
      </button>
      <StatusTag status={room.status} />
      <div className="ch-conv-head__controls">
        <Select
          size="small"
          aria-label={t('conversation.status')}
          data-testid="status-select"
          value={room.status}
          loading={status.isPending}
          popupMatchSelectWidth={false}
          onChange={(s) => status.mutate({ roomID: room.roomID, status: s }, { onError: fail })}
          options={CHAT_ROOM_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <Select
          size="small"
          className="ch-assign"
          aria-label={t('conversation.assignee')}
          value={room.assigneeID ?? ''}
          loading={assign.isPending || admins.isPending}
          popupMatchSelectWidth={false}
          onChange={(userID: string) =>
            assign.mutate({ roomID: room.roomID, userID: userID || null }, { onError: fail })
          }
          options={[
            { value: '', label: t('conversation.unassigned') },
            ...(admins.data?.items ?? []).map((a) => ({ value: a.userID, label: a.name })),
            // The assignee may have left the admins: still named, not shown as an ID.
            ...(room.assigneeID && !admins.data?.items.some((a) => a.userID === room.assigneeID)
              ? [{ value: room.assigneeID, label: room.assigneeName ?? '–' }]
              : []),
          ]}
        />
        <Button size="small" icon={<IdcardOutlined />} onClick={onProfile}>
          {t('profile.open')}
        </Button>
      </div>
    </div>
  );
}
