import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useMeeting } from '../api/meetings';
import { quorumFigures } from '../figures/quorum-figures';
import { AgendaTab } from './agenda-tab';
import { CheckinTab } from './checkin-tab';
import { MeetingActions } from './meeting-actions';
import { MinutesTab } from './minutes-tab';
import { NoticeTab } from './notice-tab';
import { QuorumGauge } from './quorum-gauge';
import { RollTab } from './roll-tab';
import { MeetingStateTag } from './status-tags';
import { VotingTab } from './voting-tab';

const TABS = ['agenda', 'roll', 'notice', 'checkin', 'voting', 'minutes'] as const;

/** One meeting's workspace: its state and actions above, a tab per stage of the meeting below. */
export function MeetingWorkspace({ meetingID }: { meetingID: string }) {
  const { t } = useTranslation('agmmeeting');
  const timeZone = useTimeZone();
  const canWrite = usePermissions().has('AGM_MEETING:write');
  const [params, setParams] = useSearchParams();
  const { data: m, error, isPending } = useMeeting(meetingID);
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'agenda';
  const back = (
    <Link to="/dashboard/agmmeeting">
      <ArrowLeftOutlined /> {t('meeting.back')}
    </Link>
  );
  if (error)
    return (
      <div>
        {back}
        <Alert type="error" showIcon title={error.message} />
      </div>
    );
  if (isPending) return <Skeleton active />;
  const props = { meeting: m, canWrite };
  const items = [
    { key: 'agenda', label: t('tabs.agenda'), children: <AgendaTab {...props} /> },
    { key: 'roll', label: t('tabs.roll'), children: <RollTab {...props} /> },
    { key: 'notice', label: t('tabs.notice'), children: <NoticeTab {...props} /> },
    { key: 'checkin', label: t('tabs.checkin'), children: <CheckinTab {...props} /> },
    { key: 'voting', label: t('tabs.voting'), children: <VotingTab {...props} /> },
    { key: 'minutes', label: t('tabs.minutes'), children: <MinutesTab {...props} /> },
  ];
  return (
    <div>
      {back}
      <PageHeader
        title={m.title}
        titleTestId="meeting-title"
        extra={<MeetingActions meeting={m} canWrite={canWrite} />}
      />
      <div className="agm-workspace__meta">
        <MeetingStateTag state={m.state} />
        <span>{t(`meetingKind.${m.kind}`)}</span>
        <span>{formatDateTime(m.startsAt, timeZone)}</span>
        {m.place && <span className="cc-muted">{m.place}</span>}
      </div>
      {m.warnings.map((w) => (
        <Alert key={w} type="warning" showIcon title={t(`warnings.${w}`)} style={{ marginBlockEnd: 8 }} />
      ))}
      {(m.state === 'IN_SESSION' || m.state === 'NOTICE_SENT') && (
        <QuorumGauge {...quorumFigures(m.quorum)} />
      )}
      <Tabs
        className="agm-tabs"
        activeKey={tab}
        items={items}
        destroyOnHidden
        onChange={(k) => setParams({ meeting: meetingID, tab: k }, { replace: true })}
      />
    </div>
  );
}
