import { DesktopOutlined } from '@ant-design/icons';
import type { AgmMeeting } from '@cc/contracts/agmmeeting';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { MeetingStateTag } from './status-tags';

export const workspaceLink = (meetingID: string, tab?: string) =>
  `/dashboard/agmmeeting?meeting=${encodeURIComponent(meetingID)}${tab ? `&tab=${tab}` : ''}`;
export const presentLink = (meetingID: string) =>
  `/dashboard/agmmeeting?view=present&meeting=${encodeURIComponent(meetingID)}`;

/** A meeting's card: what, when, where, its state; opens the workspace or the projector. */
export function MeetingCard({ meeting: m }: { meeting: AgmMeeting }) {
  const { t } = useTranslation('agmmeeting');
  const timeZone = useTimeZone();
  return (
    <li className="cc-card agm-card" data-testid="meeting-card">
      <div className="agm-card__head">
        <Link to={workspaceLink(m.meetingID)} className="agm-card__title">
          {m.title}
        </Link>
        <MeetingStateTag state={m.state} />
      </div>
      <div className="cc-muted">{t(`meetingKind.${m.kind}`)}</div>
      <div>{formatDateTime(m.startsAt, timeZone)}</div>
      {m.place && <div className="cc-muted">{m.place}</div>}
      <div className="cc-muted">{t('meeting.items', { count: m.itemCount })}</div>
      {m.state === 'IN_SESSION' && (
        <div className="agm-card__actions">
          <Link to={presentLink(m.meetingID)}>
            <Button icon={<DesktopOutlined />}>{t('present.open')}</Button>
          </Link>
        </div>
      )}
    </li>
  );
}
