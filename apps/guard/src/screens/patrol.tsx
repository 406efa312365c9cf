import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, List, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkpointCodeOf,
  codeDigest,
  currentRounds,
  finishRound,
  patrolPack,
  type RoundView,
  type ScanResult,
  startRound,
} from '../api/patrol';
import { submitOrQueue } from '../offline/submit';
import { useLatestPosition } from '../ui/position';
import { ScanButton } from '../ui/scan-button';
import { useOnline, useQueue } from '../ui/use-queue';
import { newClientUUID } from '../ui/uuid';

/** The checkpoints whose scans wait in the phone's queue, named through the pack's digests. */
function useWaitingCheckpoints(communityID: string): { ids: Set<string>; count: number } {
  const queue = useQueue();
  const codes = queue
    .filter((e) => e.kind === 'patrol-scan' && e.state === 'waiting' && e.communityID === communityID)
    .map((e) => String(e.body.code ?? ''));
  const key = codes.join('\n');
  const [ids, setIds] = useState<Set<string>>(new Set());
  useEffect(() => {
    let live = true;
    const checkpoints = patrolPack(communityID)?.checkpoints ?? [];
    void Promise.all(key ? key.split('\n').map(codeDigest) : []).then((digests) => {
      if (live)
        setIds(new Set(checkpoints.filter((c) => digests.includes(c.codeDigest)).map((c) => c.checkpointID)));
    });
    return () => {
      live = false;
    };
  }, [key, communityID]);
  return { ids, count: codes.length };
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * Rounds open now or soon, each with its checkpoints ticked as scanned (a clock on those whose
 * scan waits on the phone). A scan goes through the offline queue; without signal the label is
 * named from the pack's digests, so the guard sees which checkpoint counted without the phone
 * ever holding the labels' codes, and the rounds shown are the pack's.
 */
export default function Patrol({ communityID }: { communityID: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const online = useOnline();
  const waiting = useWaitingCheckpoints(communityID);
  const [lastScan, setLastScan] = useState<{ name: string; sent: boolean; flags: string[] } | null>(null);
  const current = useQuery({
    queryKey: ['patrol', 'current', communityID],
    queryFn: () => currentRounds(communityID),
    enabled: online,
  });
  // Once the queue has sent its scans, the server's ticks are read again.
  const { refetch } = current;
  const waitedBefore = useRef(waiting.count);
  useEffect(() => {
    if (online && waiting.count < waitedBefore.current) void refetch();
    waitedBefore.current = waiting.count;
  }, [online, waiting.count, refetch]);
  // A finished round leaves the current ones: its outcome stays on screen until the next scan.
  const [finished, setFinished] = useState<RoundView | null>(null);
  const move = useMutation({
    mutationFn: ({ roundID, to }: { roundID: string; to: 'start' | 'finish' }) =>
      to === 'start' ? startRound(communityID, roundID) : finishRound(communityID, roundID),
    onSuccess: (round, { to }) => {
      if (to === 'finish') setFinished(round);
      void refetch();
    },
  });
  const packRounds = patrolPack(communityID)?.rounds ?? [];
  const rounds: RoundView[] | undefined =
    online && current.data ? current.data.rounds : online ? undefined : packRounds;

  const positionNow = useLatestPosition();
  const scan = async (text: string) => {
    const code = checkpointCodeOf(text);
    const digest = await codeDigest(code);
    const known = patrolPack(communityID)?.checkpoints.find((c) => c.codeDigest === digest);
    const name = known?.name ?? t('patrol.unknownLabel');
    setFinished(null);
    try {
      const clientUUID = newClientUUID();
      const r = await submitOrQueue<ScanResult>({
        kind: 'patrol-scan',
        clientUUID,
        communityID,
        label: name,
        body: { communityID, clientUUID, code, scannedAt: new Date().toISOString(), ...positionNow() },
      });
      if (r.sent) {
        setLastScan({ name: r.result.checkpointName, sent: true, flags: r.result.flags });
        void message.success(t('patrol.scanned', { name: r.result.checkpointName }));
        void refetch();
      } else setLastScan({ name, sent: false, flags: [] });
    } catch (e) {
      setLastScan(null);
      void message.error(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div className="g-stack">
      <ScanButton label={t('patrol.scan')} onCode={(c) => void scan(c)} testId="scan-checkpoint" />
      {lastScan && (
        <Alert
          type={lastScan.sent ? 'success' : 'info'}
          showIcon
          data-testid="last-scan"
          title={t(lastScan.sent ? 'patrol.scanned' : 'patrol.scannedOffline', { name: lastScan.name })}
          description={lastScan.flags.map((f) => t(`patrol.flag.${f}`)).join(' · ') || undefined}
        />
      )}
      {finished && (
        <Alert
          type={finished.status === 'DONE' ? 'success' : 'warning'}
          showIcon
          data-testid="round-finished"
          title={t('patrol.finished', {
            name: finished.planName,
            status: t(`patrol.status.${finished.status}`),
          })}
        />
      )}
      {!online && <Alert type="info" showIcon title={t('patrol.offline')} />}
      {current.error && online && <Alert type="warning" showIcon title={current.error.message} />}
      {move.error && <Alert type="error" showIcon title={move.error.message} />}
      {rounds?.length === 0 && <Alert type="info" showIcon title={t('patrol.noRounds')} />}
      {rounds?.map((round) => {
        const scanned = round.checkpoints.filter((c) => c.scannedAt).length;
        return (
          <section
            key={round.roundID}
            className="g-section"
            data-testid="patrol-round"
            aria-label={round.planName}
          >
            <h2>
              {round.planName} <Tag data-testid="round-status">{t(`patrol.status.${round.status}`)}</Tag>
            </h2>
            <p>
              {timeOf(round.startsAt)} – {timeOf(round.dueAt)} ·{' '}
              {t('patrol.progress', { done: scanned, total: round.checkpoints.length })}
            </p>
            {online && round.status === 'SCHEDULED' && (
              <Button
                size="large"
                block
                loading={move.isPending}
                onClick={() => move.mutate({ roundID: round.roundID, to: 'start' })}
              >
                {t('patrol.start')}
              </Button>
            )}
            {online && round.status === 'IN_PROGRESS' && (
              <Button
                size="large"
                block
                loading={move.isPending}
                disabled={scanned === 0}
                onClick={() => move.mutate({ roundID: round.roundID, to: 'finish' })}
              >
                {t('patrol.finish')}
              </Button>
            )}
            <List
              dataSource={[...round.checkpoints].sort((a, b) => a.seq - b.seq)}
              renderItem={(cp) => (
                <List.Item
                  data-testid="round-checkpoint"
                  data-scanned={cp.scannedAt ? 'yes' : waiting.ids.has(cp.checkpointID) ? 'waiting' : 'no'}
                  extra={
                    cp.scannedAt ? (
                      <CheckCircleFilled className="g-tick" aria-label={t('patrol.done')} />
                    ) : waiting.ids.has(cp.checkpointID) ? (
                      <ClockCircleOutlined aria-label={t('patrol.waiting')} />
                    ) : null
                  }
                >
                  <List.Item.Meta title={cp.name} description={cp.place} />
                  {cp.late && <Tag color="orange">{t('patrol.late')}</Tag>}
                </List.Item>
              )}
            />
          </section>
        );
      })}
    </div>
  );
}
