import type { ChatRoomStatus } from '@cc/contracts/chat';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<ChatRoomStatus, string> = { OPEN: 'red', PENDING: 'gold', CLOSED: 'default' };

/** OPEN waits for the office, PENDING was answered, CLOSED is done. */
export function StatusTag({ status }: { status: ChatRoomStatus }) {
  const { t } = useTranslation('chat');
  return (
    <Tag color={COLOUR[status]} data-testid="room-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
