import { DownloadOutlined } from '@ant-design/icons';
import { INCIDENT_STATUSES, type IncidentView } from '@cc/contracts/incident';
import { Alert, App, Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { LoadMore } from '../../../shared/ui/load-more';
import { downloadIncidents, type IncidentFilter, useIncidentCount, useIncidentList } from '../api/incident';
import { IncidentDrawer } from './incident-drawer';
import { IncidentFilters } from './incident-filters';
import { SeverityTag, StatusTag } from './incident-tags';

/** The list: counts by status (each a filter), the filters, the table, and the drawer of one. */
export function IncidentList() {
  const { t } = useTranslation('incident');
  const timeZone = useTimeZone();
  const communityID = useCommunityID();
  const { message } = App.useApp();
  const canReport = usePermissions().has('INCIDENT_REPORT:approve');
  const [filter, setFilter] = useState<IncidentFilter>({});
  const [openID, setOpenID] = useState<string | null>(null);
  const list = useIncidentList(filter);
  const count = useIncidentCount();
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }} data-testid="incident-counts">
        <Tag color="red">
          {t('openCount')}: {count.data?.open ?? '–'}
        </Tag>
        {INCIDENT_STATUSES.map((s) => (
          <Tag.CheckableTag
            key={s}
            checked={filter.status === s}
            onChange={(on) => setFilter({ ...filter, status: on ? s : undefined })}
          >
            {t(`status.${s}`)}: {count.data?.byStatus[s] ?? '–'}
          </Tag.CheckableTag>
        ))}
        {canReport && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadIncidents(communityID, filter).catch((e) => message.error(errorMessageOf(e)))
            }
          >
            {t('excel')}
          </Button>
        )}
      </Space>
      <IncidentFilters value={filter} onChange={setFilter} />
      {list.error ? (
        <Alert type="error" showIcon title={errorMessageOf(list.error)} />
      ) : (
        <Table<IncidentView>
          rowKey="incidentID"
          loading={list.isPending}
          dataSource={rows}
          locale={{ emptyText: t('empty') }}
          pagination={false}
          scroll={{ x: true }}
          onRow={(r) => ({ onClick: () => setOpenID(r.incidentID), style: { cursor: 'pointer' } })}
          columns={[
            {
              key: 'no',
              title: t('columns.no'),
              render: (_, r) => (
                <Button type="link" onClick={() => setOpenID(r.incidentID)}>
                  #{r.no}
                </Button>
              ),
            },
            {
              key: 'occurredAt',
              title: t('columns.occurredAt'),
              render: (_, r) => formatDateTime(r.occurredAt, timeZone),
            },
            { key: 'category', title: t('columns.category'), render: (_, r) => t(`category.${r.category}`) },
            {
              key: 'severity',
              title: t('columns.severity'),
              render: (_, r) => <SeverityTag severity={r.severity} />,
            },
            { key: 'place', title: t('columns.place'), dataIndex: 'place' },
            { key: 'status', title: t('columns.status'), render: (_, r) => <StatusTag status={r.status} /> },
            { key: 'reportedBy', title: t('columns.reportedBy'), render: (_, r) => r.reportedBy.name },
          ]}
        />
      )}
      <LoadMore query={list} shownText={t('shown', { count: rows.length })} moreText={t('more')} />
      <IncidentDrawer incidentID={openID} onClose={() => setOpenID(null)} />
    </div>
  );
}
