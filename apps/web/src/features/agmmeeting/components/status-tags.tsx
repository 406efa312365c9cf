import type { AgmItemState, AgmMeetingState } from '@cc/contracts/agmmeeting';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const MEETING_COLOR: Record<AgmMeetingState, string> = {
  DRAFT: 'default',
  NOTICE_SENT: 'blue',
  IN_SESSION: 'green',
  CLOSED: 'purple',
  MINUTES_PUBLISHED: 'cyan',
  CANCELLED: 'red',
  NO_QUORUM: 'orange',
};

const ITEM_COLOR: Record<AgmItemState, string> = { PENDING: 'default', OPEN: 'green', CLOSED: 'purple' };

/** A meeting's state in words; the colour only repeats them. */
export function MeetingStateTag({ state }: { state: AgmMeetingState }) {
  const { t } = useTranslation('agmmeeting');
  return (
    <Tag color={MEETING_COLOR[state]} data-testid="meeting-state">
      {t(`meetingState.${state}`)}
    </Tag>
  );
}

export function ItemStateTag({ state }: { state: AgmItemState }) {
  const { t } = useTranslation('agmmeeting');
  return (
    <Tag color={ITEM_COLOR[state]} data-testid="item-state">
      {t(`itemState.${state}`)}
    </Tag>
  );
}
