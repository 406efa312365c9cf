import type { AgmVoteAudit } from '@cc/contracts/agmmeeting';
import { Alert, Drawer, Grid, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useVoteAudit } from '../api/votes';

const ACTION_COLOR = { CAST: 'green', CHANGE: 'blue', VOID: 'red' } as const;

/** The meeting's vote log: each cast, change and void stays, with who, when, how and why. */
export function VoteAuditDrawer({
  meetingID,
  open,
  onClose,
}: {
  meetingID: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('agmmeeting');
  const screens = Grid.useBreakpoint();
  const timeZone = useTimeZone();
  const { data, error, isPending } = useVoteAudit(meetingID, open);
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
          ]}
        />
      )}
    </Drawer>
  );
}
