import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AgmMeetingDetail, AgmRollEntry } from '@cc/contracts/agmmeeting';
import { Alert, App, Button, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { downloadRollExcel, useRoll, useSnapshotRoll } from '../api/roll';
import { useDebouncedValue } from '../figures/use-debounced-value';
import { useFormatWeight } from '../figures/use-format-weight';
import { toMillionths } from '../figures/weights';
import { RollOverrideDialog } from './roll-override-dialog';

interface Props {
  meeting: AgmMeetingDetail;
  canWrite: boolean;
}

/**
 * The roll: each unit's owners and voting weight, taken from the directory and refreshable until
 * the meeting opens; a weight or eligibility is overridden with a reason. Searched by unit or name.
 */
export function RollTab({ meeting: m, canWrite }: Props) {
  const { t } = useTranslation('agmmeeting');
  const { message, modal } = App.useApp();
  const communityID = useCommunityID();
  const timeZone = useTimeZone();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const { data, error, isPending, isFetching } = useRoll(m.meetingID, query);
  const snapshot = useSnapshotRoll();
  const [editing, setEditing] = useState<AgmRollEntry | null>(null);
  const open = !['DRAFT', 'NOTICE_SENT'].includes(m.state);
  const weightText = useFormatWeight();
  const take = () =>
    modal.confirm({
      title: t(m.rollTakenAt ? 'roll.refreshConfirm' : 'roll.takeConfirm'),
      content: t('roll.takeBody'),
      okText: t(m.rollTakenAt ? 'roll.refresh' : 'roll.take'),
      cancelText: t('shared:common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: () =>
        snapshot
          .mutateAsync(m.meetingID)
          .then(() => void message.success(t('roll.taken')))
          .catch((e: unknown) => void message.error(errorMessageOf(e))),
    });
  if (error) return <Alert type="error" showIcon title={error.message} />;
  return (
    <div>
      <div className="agm-toolbar">
        {canWrite && !open && (
          <Button icon={<ReloadOutlined />} onClick={take} data-testid="roll-take">
            {t(m.rollTakenAt ? 'roll.refresh' : 'roll.take')}
          </Button>
        )}
        <Button
          icon={<DownloadOutlined />}
          disabled={!m.rollTakenAt}
          onClick={() =>
            downloadRollExcel(communityID, m.meetingID).catch(
              (e: unknown) => void message.error(errorMessageOf(e)),
            )
          }
        >
          {t('roll.excel')}
        </Button>
        <Input.Search
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('roll.search')}
          aria-label={t('roll.search')}
          style={{ maxInlineSize: 280 }}
        />
      </div>
      {data && (
        <p className="cc-muted" data-testid="roll-summary">
          {data.takenAt
            ? t('roll.summary', {
                units: data.units,
                eligible: data.eligibleUnits,
                weight: weightText(toMillionths(data.totalWeight)),
                at: formatDateTime(data.takenAt, timeZone),
              })
            : t('roll.notTaken')}
        </p>
      )}
      <Table<AgmRollEntry>
        rowKey="unitID"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={isPending || isFetching}
        dataSource={data?.entries ?? []}
        locale={{ emptyText: t('roll.empty') }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
        columns={[
          { key: 'unit', title: t('fields.unit'), dataIndex: 'unitNo' },
          {
            key: 'owners',
            title: t('fields.owners'),
            render: (_, r) => r.owners.map((o) => o.name).join(', '),
          },
          {
            key: 'weight',
            title: t('fields.weight'),
            align: 'end',
            render: (_, r) => (
              <span>
                {weightText(toMillionths(r.weight))}
                {r.capped && <Tag style={{ marginInlineStart: 6 }}>{t('roll.capped')}</Tag>}
                {r.weight !== r.directoryWeight && !r.capped && (
                  <div className="cc-muted">
                    {t('roll.directoryWas', { weight: weightText(toMillionths(r.directoryWeight)) })}
                  </div>
                )}
              </span>
            ),
          },
          {
            key: 'eligible',
            title: t('fields.eligible'),
            render: (_, r) =>
              r.eligible ? (
                <Tag color="green">{t('roll.eligible')}</Tag>
              ) : (
                <Tag color="red">{t(`ineligible.${r.ineligibleReason ?? 'OVERRIDE'}`)}</Tag>
              ),
          },
          { key: 'reason', title: t('fields.overrideReason'), render: (_, r) => r.overrideReason ?? '' },
          {
            key: 'present',
            title: t('fields.present'),
            render: (_, r) =>
              r.attendanceMode ? t(`mode.${r.attendanceMode}`) : r.present ? t('roll.present') : '',
          },
          ...(canWrite && !open
            ? [
                {
                  key: 'edit',
                  title: '',
                  render: (_: unknown, r: AgmRollEntry) => (
                    <Button size="small" onClick={() => setEditing(r)}>
                      {t('roll.override')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <RollOverrideDialog meetingID={m.meetingID} entry={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
