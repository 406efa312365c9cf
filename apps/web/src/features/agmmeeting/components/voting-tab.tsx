import { DownloadOutlined, HistoryOutlined } from '@ant-design/icons';
import type { AgmItemTally, AgmMeetingDetail } from '@cc/contracts/agmmeeting';
import { Alert, App, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCommunityID } from '../../../shared/session/use-community';
import { useTally } from '../api/meetings';
import { downloadVoteExcel } from '../api/votes';
import { BallotDialog } from './ballot-dialog';
import { VoteAuditDrawer } from './vote-audit-drawer';
import { VotingItem } from './voting-item';

interface Props {
  meeting: AgmMeetingDetail;
  canWrite: boolean;
}

/**
 * The session's items with their live figures: open one (one at a time), key paper ballots while
 * it is open, close it to fix the result. Each open and close asks first: a closed item's
 * tally is final.
 */
export function VotingTab({ meeting: m, canWrite }: Props) {
  const { t } = useTranslation('agmmeeting');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const { data, error, isPending } = useTally(m.meetingID);
  const [ballotFor, setBallotFor] = useState<AgmItemTally | null>(null);
  const [audit, setAudit] = useState(false);
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (isPending) return <Skeleton active />;
  const running = canWrite && m.state === 'IN_SESSION';
  const openItemIDs = new Set(data.items.filter((i) => i.state === 'OPEN').map((i) => i.itemID));
  const anotherOpen = openItemIDs.size > 0;
  const quorumShort = running && !data.quorum.reached;
  return (
    <div>
      <div className="agm-toolbar">
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadVoteExcel(communityID, m.meetingID).catch(
              (e: unknown) => void message.error(errorMessageOf(e)),
            )
          }
        >
          {t('voting.excel')}
        </Button>
        <Button icon={<HistoryOutlined />} onClick={() => setAudit(true)}>
          {t('audit.title')}
        </Button>
      </div>
      {m.state !== 'IN_SESSION' && m.state !== 'CLOSED' && m.state !== 'MINUTES_PUBLISHED' && (
        <Alert type="info" showIcon title={t('voting.notInSession')} style={{ marginBlockEnd: 12 }} />
      )}
      {quorumShort && (
        <Alert type="warning" showIcon title={t('voting.noQuorum')} style={{ marginBlockEnd: 12 }} />
      )}
      {data.items.length ? (
        <ul className="agm-cards agm-cards--wide">
          {data.items.map((item) => (
            <VotingItem
              key={item.itemID}
              item={item}
              running={running}
              canOpen={!anotherOpen && !quorumShort}
              onBallot={() => setBallotFor(item)}
            />
          ))}
        </ul>
      ) : (
        <Empty description={t('agenda.empty')} />
      )}
      <BallotDialog meeting={m} item={ballotFor} onClose={() => setBallotFor(null)} />
      <VoteAuditDrawer
        meetingID={m.meetingID}
        open={audit}
        onClose={() => setAudit(false)}
        openItemIDs={openItemIDs}
        canVoid={running}
      />
    </div>
  );
}
