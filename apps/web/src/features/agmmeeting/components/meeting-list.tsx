import { AuditOutlined, FileDoneOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useMeetings } from '../api/meetings';
import { groupMeetings, type MeetingGroup } from '../figures/meeting-groups';
import { MeetingCard } from './meeting-card';
import { MeetingDialog } from './meeting-dialog';
import { PetitionsDrawer } from './petitions-drawer';
import { RulesDrawer } from './rules-drawer';

const GROUPS: readonly MeetingGroup[] = ['inSession', 'upcoming', 'closed'];

/** The meetings as cards: in session first (the room is waiting), then upcoming, then closed. */
export function MeetingList() {
  const { t } = useTranslation('agmmeeting');
  const permissions = usePermissions();
  const canWrite = permissions.has('AGM_MEETING:write');
  const canApprove = permissions.has('AGM_MEETING:approve');
  const { data, error, isPending } = useMeetings();
  const [creating, setCreating] = useState(false);
  const [rules, setRules] = useState(false);
  const [petitions, setPetitions] = useState(false);
  const groups = groupMeetings(data ?? []);
  return (
    <div>
      <PageHeader
        title={t('shared:areas.agmmeeting')}
        extra={
          <>
            <Button icon={<AuditOutlined />} onClick={() => setRules(true)} data-testid="rules-open">
              {t('rules.title')}
            </Button>
            <Button
              icon={<FileDoneOutlined />}
              onClick={() => setPetitions(true)}
              data-testid="petitions-open"
            >
              {t('petition.title')}
            </Button>
            {canWrite && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setCreating(true)}
                data-testid="meeting-add"
              >
                {t('meeting.add')}
              </Button>
            )}
          </>
        }
      />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : isPending ? (
        <Skeleton active />
      ) : !data.length ? (
        <Empty description={t('meeting.empty')} data-testid="meetings-empty" />
      ) : (
        GROUPS.filter((g) => groups[g].length).map((g) => (
          <section key={g} className="agm-section" aria-labelledby={`agm-group-${g}`}>
            <h2 id={`agm-group-${g}`} className="agm-section__title">
              {t(`groups.${g}`)}
            </h2>
            <ul className="agm-cards">
              {groups[g].map((m) => (
                <MeetingCard key={m.meetingID} meeting={m} />
              ))}
            </ul>
          </section>
        ))
      )}
      <MeetingDialog open={creating} editing={null} onClose={() => setCreating(false)} />
      <PetitionsDrawer open={petitions} onClose={() => setPetitions(false)} />
      <RulesDrawer open={rules} canEdit={canApprove} onClose={() => setRules(false)} />
    </div>
  );
}
