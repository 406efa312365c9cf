import type { AgmVoteAudit } from '@cc/contracts/agmmeeting';
import { Alert, Button, Drawer, Grid, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useVoteAudit } from '../api/votes';
import { voidableEntryIDs } from '../figures/voidable-votes';
import { VoidVoteDialog } from './void-vote-dialog';

const ACTION_COLOR = { CAST: 'green', CHANGE: 'blue', VOID: 'red' } as const;

/**
 * The meeting's vote log: each cast, change and void stays, with who, when, how and why. While an
 * item is open, staff running the session may void the vote a unit has on it now (with a reason).
 */
export function VoteAuditDrawer({
  meetingID,
  open,
  onClose,
  openItemIDs,
  canVoid,
}: {
  meetingID: string;
  open: boolean;
  onClose: () => void;
  /** The items open for voting now: only their counting votes may be voided. */
  openItemIDs: ReadonlySet<string>;
  canVoid: boolean;
}) {
  const { t, i18n } = useTranslation('agmmeeting');
  const screens = Grid.useBreakpoint();
  const timeZone = useTimeZone();
  const { data, error, isPending } = useVoteAudit(meetingID, open);
  const [voiding, setVoiding] = useState<AgmVoteAudit | null>(null);
  const voidable = useMemo(
    () => (canVoid && data ? voidableEntryIDs(data, openItemIDs) : new Set<string>()),
    [canVoid, data, openItemIDs],
  );
  const choice = (c: AgmVoteAudit['choice']) => (c ? t(`choice.${c}`) : '');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('audit.title')}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={screens.lg ? 900 : '100%'}
      destroyOnHidden
    >
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Table<AgmVoteAudit>
          rowKey="entryID"
          size="small"
          scroll={{ x: 'max-content' }}
          loading={isPending}
          dataSource={data ?? []}
          locale={{ emptyText: t('audit.empty') }}
          pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
          columns={[
            { key: 'at', title: t('fields.at'), render: (_, e) => formatDateTime(e.at, timeZone) },
            { key: 'item', title: t('audit.item'), dataIndex: 'itemSeq' },
            { key: 'unit', title: t('fields.unit'), dataIndex: 'unitNo' },
            {
              key: 'action',
              title: t('audit.action'),
              render: (_, e) => <Tag color={ACTION_COLOR[e.action]}>{t(`audit.actions.${e.action}`)}</Tag>,
            },
            {
              key: 'choice',
              title: t('fields.choice'),
              render: (_, e) =>
                e.previousChoice
                  ? `${choice(e.previousChoice)} → ${choice(e.choice)}`
                  : choice(e.choice) ||
                    (e.candidateIDs.length ? t('audit.candidates', { count: e.candidateIDs.length }) : ''),
            },
            {
              key: 'channel',
              title: t('fields.channel'),
              render: (_, e) => t(`audit.channels.${e.channel}`),
            },
            { key: 'by', title: t('audit.by'), render: (_, e) => e.by.name },
            { key: 'reason', title: t('fields.reason'), render: (_, e) => e.reason ?? '' },
            ...(voidable.size
              ? [
                  {
                    key: 'void',
                    title: '',
                    render: (_: unknown, e: AgmVoteAudit) =>
                      voidable.has(e.entryID) && (
                        <Button
                          size="small"
                          danger
                          onClick={() => setVoiding(e)}
                          data-testid="vote-void"
                          aria-label={t('audit.voidLabel', { unit: e.unitNo, seq: e.itemSeq })}
                        >
                          {t('audit.void')}
                        </Button>
                      ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <VoidVoteDialog entry={voiding} onClose={() => setVoiding(null)} />
    </Drawer>
  );
}
