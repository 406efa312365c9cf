import { CloseOutlined } from '@ant-design/icons';
import type { AgmVoteChoice } from '@cc/contracts/agmmeeting';
import { Alert, Button, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QrImage } from '../../../shared/ui/qr-image';
import { useMeeting, useTally } from '../api/meetings';
import { quorumFigures } from '../figures/quorum-figures';
import { tallyLines } from '../figures/tally-lines';
import { workspaceLink } from './meeting-card';
import { QuorumGauge } from './quorum-gauge';
import { ItemStateTag } from './status-tags';
import { TallyBars } from './tally-bars';

/**
 * The projector: the whole window in big type, the item being voted on (else the last one
 * closed) with its bars by weight and units, the quorum gauge, and a QR code to join online.
 * Every vote's live `changed` event reads the figures again, so the room sees it within a second.
 * Escape or the close button returns to the workspace.
 */
export function PresentView({ meetingID }: { meetingID: string }) {
  const { t } = useTranslation('agmmeeting');
  const navigate = useNavigate();
  const meeting = useMeeting(meetingID);
  const tally = useTally(meetingID);
  const exit = () => navigate(workspaceLink(meetingID, 'voting'));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') navigate(workspaceLink(meetingID, 'voting'));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [meetingID, navigate]);
  const error = meeting.error ?? tally.error;
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!meeting.data || !tally.data) return <Spin size="large" />;
  const m = meeting.data;
  const items = tally.data.items;
  const current =
    items.find((i) => i.itemID === tally.data.currentItemID) ??
    [...items].reverse().find((i) => i.state === 'CLOSED');
  const bars = current ? tallyLines(current, (c: AgmVoteChoice) => t(`choice.${c}`)) : null;
  return (
    <main className="agm-present" data-testid="present-view" aria-label={t('present.title')}>
      <div className="agm-present__top">
        <h1 className="agm-present__meeting">{m.title}</h1>
        <Button size="large" icon={<CloseOutlined />} onClick={exit}>
          {t('present.exit')}
        </Button>
      </div>
      <section aria-live="polite" aria-atomic="false">
        {current ? (
          <>
            <div className="cc-muted">
              {t('present.item', { seq: current.seq, count: items.length })}{' '}
              <ItemStateTag state={current.state} />
            </div>
            <h2 className="agm-present__item-title" data-testid="present-item">
              {current.title}
            </h2>
            {current.ruleCode && <p className="cc-muted">{t(`rule.${current.ruleCode}`)}</p>}
            {bars && bars.lines.length > 0 && (
              <TallyBars lines={bars.lines} weightBase={bars.weightBase} unitBase={bars.unitBase} big />
            )}
            {current.state === 'CLOSED' && current.passed !== null && (
              <p className="agm-present__result" data-testid="present-result">
                {t(current.passed ? 'voting.passed' : 'voting.failed')}
              </p>
            )}
          </>
        ) : (
          <>
            <h2 className="agm-present__item-title">{t('present.waiting')}</h2>
            <h3>{t('present.agenda')}</h3>
            <ol className="agm-present__agenda">
              {items.map((i) => (
                <li key={i.itemID}>{i.title}</li>
              ))}
            </ol>
          </>
        )}
      </section>
      <aside className="agm-present__side">
        <QuorumGauge {...quorumFigures(tally.data.quorum)} big />
        {m.onlineUrl && (
          <div className="agm-present__join">
            <QrImage text={m.onlineUrl} size={280} label={t('present.qr')} />
            <span>{t('present.join')}</span>
          </div>
        )}
      </aside>
    </main>
  );
}
