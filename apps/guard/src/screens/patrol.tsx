import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { keptPack } from '../api/guard';
import { checkpointCodeOf, codeDigest, currentRounds, type ScanResult, startRound } from '../api/patrol';
import { submitOrQueue } from '../offline/submit';
import { ScanButton } from '../ui/scan-button';
import { useOnline } from '../ui/use-queue';
import { newClientUUID } from '../ui/uuid';

/**
 * Rounds open now or soon, each with its checkpoints ticked as scanned. A scan goes through the
 * offline queue; without signal the label is named from the pack's digests, so the guard sees
 * which checkpoint counted without the phone ever holding the labels' codes.
 */
export default function Patrol({ communityID }: { communityID: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const online = useOnline();
  const rounds = useQuery({
    queryKey: ['patrol', 'current', communityID],
    queryFn: () => currentRounds(communityID),
    enabled: online,
  });

  const scan = async (text: string) => {
    const code = checkpointCodeOf(text);
    const digest = await codeDigest(code);
    const known = keptPack(communityID)?.pack.parts.patrol?.checkpoints.find((c) => c.codeDigest === digest);
    try {
      const clientUUID = newClientUUID();
      const r = await submitOrQueue<ScanResult>({
        kind: 'patrol-scan',
        clientUUID,
        communityID,
        label: known?.name ?? t('patrol.unknownLabel'),
        body: { communityID, clientUUID, code, scannedAt: new Date().toISOString() },
      });
      if (r.sent) void message.success(t('patrol.scanned', { name: r.result.checkpointName }));
      else void message.info(t('patrol.scannedOffline', { name: known?.name ?? t('patrol.unknownLabel') }));
      void rounds.refetch();
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div className="g-stack">
      <ScanButton label={t('patrol.scan')} onCode={(c) => void scan(c)} testId="scan-checkpoint" />
      {!online && <Alert type="info" showIcon title={t('patrol.offline')} />}
      {rounds.error && <Alert type="warning" showIcon title={rounds.error.message} />}
      {rounds.data?.rounds.length === 0 && <Alert type="info" showIcon title={t('patrol.noRounds')} />}
      {rounds.data?.rounds.map((round) => (
        <section key={round.roundID} className="g-section">
          <h2>
            {round.planName} <Tag>{t(`patrol.status.${round.status}`)}</Tag>
          </h2>
          <p>
            {new Date(round.startsAt).toLocaleTimeString()} – {new Date(round.dueAt).toLocaleTimeString()}
          </p>
          {round.status === 'SCHEDULED' && (
            <Button
              size="large"
              block
              onClick={() => void startRound(communityID, round.roundID).then(() => rounds.refetch())}
            >
              {t('patrol.start')}
            </Button>
          )}
          <List
            dataSource={[...round.checkpoints].sort((a, b) => a.seq - b.seq)}
            renderItem={(cp) => (
              <List.Item
                extra={
                  cp.scannedAt ? <CheckCircleFilled className="g-tick" aria-label={t('patrol.done')} /> : null
                }
              >
                <List.Item.Meta title={cp.name} description={cp.place} />
                {cp.late && <Tag color="orange">{t('patrol.late')}</Tag>}
              </List.Item>
            )}
          />
        </section>
      ))}
    </div>
  );
}
